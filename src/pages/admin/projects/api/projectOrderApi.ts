import { baseApi, LIST_ID, TAG } from '@/shared/api';

/* With the admin's projects screens, not with the project entity the public pages load. */
const projectOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/v1/projects/order: `{ids}`, every project of one status in its new order. */
    orderProjects: build.mutation<void, number[]>({
      query: (ids) => ({ url: 'projects/order', method: 'PUT', body: { ids } }),
      // Refused or not, the lists are read again: they are what the server holds.
      invalidatesTags: [{ type: TAG.Project, id: LIST_ID }],
    }),
  }),
});

export const { useOrderProjectsMutation } = projectOrderApi;

import type { Partner, PartnerFields } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';

export const partnerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/partners */
    getPartners: build.query<Partner[], void>({
      query: () => 'partners',
      providesTags: (list) => [
        ...(list ?? []).map(({ id }) => ({ type: TAG.Partner, id })),
        { type: TAG.Partner, id: LIST_ID },
      ],
    }),
    /** POST /api/v1/partners, multipart: name, image. */
    addPartner: build.mutation<Partner, { fields: PartnerFields; image: File }>({
      query: ({ fields, image }) => ({
        url: 'partners',
        method: 'POST',
        body: toFormData(fields, image),
      }),
      invalidatesTags: [{ type: TAG.Partner, id: LIST_ID }],
    }),
    /** PATCH /api/v1/partners/{id}, multipart: the fields sent change; image only when new. */
    editPartner: build.mutation<
      Partner,
      { id: number; fields: Partial<PartnerFields>; image?: File }
    >({
      query: ({ id, fields, image }) => ({
        url: `partners/${id}`,
        method: 'PATCH',
        body: toFormData(fields, image),
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAG.Partner, id },
        { type: TAG.Partner, id: LIST_ID },
      ],
    }),
    /** DELETE /api/v1/partners/{id} */
    deletePartner: build.mutation<void, number>({
      query: (id) => ({ url: `partners/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: TAG.Partner, id },
        { type: TAG.Partner, id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useGetPartnersQuery,
  useAddPartnerMutation,
  useEditPartnerMutation,
  useDeletePartnerMutation,
} = partnerApi;

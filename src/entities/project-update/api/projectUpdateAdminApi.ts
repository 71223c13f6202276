import {
  STATUS_ALL,
  type ProjectUpdate,
  type ProjectUpdateFields,
  type ProjectUpdatePatchFields,
  type ProjectUpdateRecord,
} from '@contract/content';
import { baseApi, LIST_ID, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';
import { listOf, updatesUrl } from './projectUpdateApi';

/** An edit's fields: `spent` sent empty clears the amount. */
export type ProjectUpdateChanges = Omit<ProjectUpdatePatchFields, 'spent'> & {
  spent?: number | '';
};

/** The texts, then each new photo under `images`. */
function withPhotos(fields: ProjectUpdateFields | ProjectUpdateChanges, images: File[]) {
  const body = toFormData(fields);
  for (const image of images) body.append('images', image);
  return body;
}

type UpdateOf = { projectId: string; id: number };

/*
 * What the admin reads and changes of a project's updates: the public pages import
 * projectUpdateApi.ts, and this module only reaches the admin's chunks.
 */
export const projectUpdateAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/updates?status=all: the admin's list, drafts and scheduled updates too. */
    getAdminProjectUpdates: build.query<ProjectUpdate[], string>({
      query: (projectId) => ({ url: updatesUrl(projectId), params: { status: STATUS_ALL } }),
      providesTags: (_result, _error, projectId) => listOf(projectId),
    }),
    /** POST …/updates, multipart: text, textUr, date, spent?, notify, and photos as `images`. */
    addProjectUpdate: build.mutation<
      ProjectUpdateRecord,
      { projectId: string; fields: ProjectUpdateFields; images: File[] }
    >({
      query: ({ projectId, fields, images }) => ({
        url: updatesUrl(projectId),
        method: 'POST',
        body: withPhotos(fields, images),
      }),
      invalidatesTags: (_result, _error, { projectId }) => listOf(projectId),
    }),
    /** PATCH …/updates/{id}, multipart: the fields sent change; keepImages, new `images`. */
    editProjectUpdate: build.mutation<
      ProjectUpdateRecord,
      UpdateOf & { fields: ProjectUpdateChanges; images: File[] }
    >({
      query: ({ projectId, id, fields, images }) => ({
        url: `${updatesUrl(projectId)}/${id}`,
        method: 'PATCH',
        body: withPhotos(fields, images),
      }),
      invalidatesTags: (_result, _error, { projectId }) => listOf(projectId),
    }),
    /** DELETE …/updates/{id}: the update goes to the bin with its photos. */
    deleteProjectUpdate: build.mutation<void, UpdateOf>({
      query: ({ projectId, id }) => ({ url: `${updatesUrl(projectId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { projectId }) => [
        ...listOf(projectId),
        { type: TAG.BinEntry, id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useGetAdminProjectUpdatesQuery,
  useAddProjectUpdateMutation,
  useEditProjectUpdateMutation,
  useDeleteProjectUpdateMutation,
} = projectUpdateAdminApi;

import {
  STATUS_ALL,
  type ProjectUpdate,
  type ProjectUpdateFields,
  type ProjectUpdatePatchFields,
  type ProjectUpdateRecord,
} from '@contract/content';
import { baseApi, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';

/** An edit's fields: `spent` sent empty clears the amount. */
export type ProjectUpdateChanges = Omit<ProjectUpdatePatchFields, 'spent'> & {
  spent?: number | '';
};

const updatesUrl = (projectId: string) => `projects/${encodeURIComponent(projectId)}/updates`;

/** One list per project: any change to an update of it asks for the list again. */
const listOf = (projectId: string) => [{ type: TAG.ProjectUpdate, id: projectId }];

/** The texts, then each new photo under `images`. */
function withPhotos(fields: ProjectUpdateFields | ProjectUpdateChanges, images: File[]) {
  const body = toFormData(fields);
  for (const image of images) body.append('images', image);
  return body;
}

type UpdateOf = { projectId: string; id: number };

export const projectUpdateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/projects/{projectId}/updates: newest first, in both languages. */
    getProjectUpdates: build.query<ProjectUpdate[], string>({
      query: updatesUrl,
      providesTags: (_result, _error, projectId) => listOf(projectId),
    }),
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
    /** DELETE …/updates/{id}: the update goes with its photos. */
    deleteProjectUpdate: build.mutation<void, UpdateOf>({
      query: ({ projectId, id }) => ({ url: `${updatesUrl(projectId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { projectId }) => listOf(projectId),
    }),
  }),
});

export const {
  useAddProjectUpdateMutation,
  useDeleteProjectUpdateMutation,
  useEditProjectUpdateMutation,
  useGetAdminProjectUpdatesQuery,
  useGetProjectUpdatesQuery,
} = projectUpdateApi;

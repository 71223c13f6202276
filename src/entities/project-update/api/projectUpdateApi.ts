import type { ProjectUpdate } from '@contract/content';
import { baseApi, TAG } from '@/shared/api';

export const updatesUrl = (projectId: string) =>
  `projects/${encodeURIComponent(projectId)}/updates`;

/** One list per project: any change to an update of it asks for the list again. */
export const listOf = (projectId: string) => [{ type: TAG.ProjectUpdate, id: projectId }];

export const projectUpdateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/projects/{projectId}/updates: newest first, in both languages. */
    getProjectUpdates: build.query<ProjectUpdate[], string>({
      query: updatesUrl,
      providesTags: (_result, _error, projectId) => listOf(projectId),
    }),
  }),
});

/** What the public pages read (the admin's calls: projectUpdateAdminApi.ts). */
export const { useGetProjectUpdatesQuery } = projectUpdateApi;

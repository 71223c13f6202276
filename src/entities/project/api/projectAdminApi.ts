import {
  STATUS_ALL,
  type AdminListQuery,
  type Project,
  type ProjectFields,
  type ProjectPatchFields,
  type ProjectStatus,
} from '@contract/content';
import { addWithImage, baseApi, LIST_ID, listTags, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';
import type { ProjectsPage } from './projectApi';

/*
 * What the admin reads and changes of the projects, apart from the public reads: the public
 * pages import projectApi.ts, and this module only reaches the admin's chunks.
 */
export const projectAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/projects?page&limit, drafts and scheduled projects too: with `status` (the admin
     * shows one) and `publishStatus=all`, one page of the projects of that status in their order,
     * else (`status=all`) of every project, active first, each status in its order.
     */
    getAdminProjects: build.query<ProjectsPage, AdminListQuery & { status?: ProjectStatus }>({
      query: ({ page, limit, urdu, status }) => ({
        url: 'projects',
        params: status
          ? { page, limit, urdu, status, publishStatus: STATUS_ALL }
          : { page, limit, urdu, status: STATUS_ALL },
      }),
      providesTags: (answer) => listTags(TAG.Project, answer?.data, 'projectId'),
    }),
    /** GET /api/v1/projects/{projectId}?status=all: one project, draft or not, for its edit screen. */
    getAdminProject: build.query<Project, string>({
      query: (projectId) => ({
        url: `projects/${encodeURIComponent(projectId)}`,
        params: { status: STATUS_ALL },
      }),
      providesTags: (_result, _error, projectId) => [{ type: TAG.Project, id: projectId }],
    }),
    /** POST /api/v1/projects, multipart: projectId, title, projectDetails, goal, link, status, image. */
    addProject: addWithImage<Project, ProjectFields>(build, 'projects', TAG.Project),
    /** PATCH /api/v1/projects/{projectId}, multipart: the fields sent change (never projectId). */
    editProject: build.mutation<
      Project,
      { projectId: string; fields: ProjectPatchFields; image?: File }
    >({
      query: ({ projectId, fields, image }) => ({
        url: `projects/${encodeURIComponent(projectId)}`,
        method: 'PATCH',
        body: toFormData(fields, image),
      }),
      invalidatesTags: (_result, _error, { projectId }) => [
        { type: TAG.Project, id: projectId },
        { type: TAG.Project, id: LIST_ID },
      ],
    }),
    /**
     * DELETE /api/v1/projects/{projectId}: the project goes to the bin with its updates; one with
     * gifts (any state) is refused with 409, and nothing changes.
     */
    deleteProject: build.mutation<void, string>({
      query: (projectId) => ({
        url: `projects/${encodeURIComponent(projectId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, projectId) => [
        { type: TAG.Project, id: projectId },
        { type: TAG.Project, id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useGetAdminProjectsQuery,
  useGetAdminProjectQuery,
  useAddProjectMutation,
  useEditProjectMutation,
  useDeleteProjectMutation,
} = projectAdminApi;

import type { ListEnvelope } from '@contract/common';
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

/** docs/product.md §9: projects load three at a time. */
const PROJECTS_PAGE_SIZE = 3;

type ProjectsPage = ListEnvelope<Project>;

export const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/projects?page&limit=3&status: one cache entry per status, pages appended. */
    getProjects: build.infiniteQuery<ProjectsPage, ProjectStatus, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.metadata.hasNext ? last.metadata.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'projects',
        params: { page: pageParam, limit: PROJECTS_PAGE_SIZE, status: queryArg },
      }),
      providesTags: (result) =>
        listTags(
          TAG.Project,
          result?.pages.flatMap((page) => page.data),
          'projectId',
        ),
    }),
    /** GET /api/v1/projects/{projectId}; an unknown id answers 404. */
    getProject: build.query<Project, string>({
      query: (projectId) => `projects/${encodeURIComponent(projectId)}`,
      providesTags: (_result, _error, projectId) => [{ type: TAG.Project, id: projectId }],
    }),
    /**
     * GET /api/v1/projects?page&limit&status=all: one page of every project, any status, drafts
     * and scheduled ones too.
     */
    getAdminProjects: build.query<ProjectsPage, AdminListQuery>({
      query: ({ page, limit, urdu }) => ({
        url: 'projects',
        params: { page, limit, urdu, status: STATUS_ALL },
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
    /** DELETE /api/v1/projects/{projectId}: the project goes with its gifts. */
    deleteProject: build.mutation<void, string>({
      query: (projectId) => ({
        url: `projects/${encodeURIComponent(projectId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, projectId) => [
        { type: TAG.Project, id: projectId },
        { type: TAG.Project, id: LIST_ID },
        { type: TAG.Gift, id: projectId },
        // Its gifts leave the totals per purpose.
        { type: TAG.Gift, id: LIST_ID },
      ],
    }),
  }),
});

/** What the public pages read. */
export const { useGetProjectQuery, useGetProjectsInfiniteQuery } = projectApi;

/** What the admin reads and changes. */
export const {
  useGetAdminProjectsQuery,
  useGetAdminProjectQuery,
  useAddProjectMutation,
  useEditProjectMutation,
  useDeleteProjectMutation,
} = projectApi;

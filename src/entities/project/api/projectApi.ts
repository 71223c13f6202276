import type { ListEnvelope } from '@contract/common';
import type { Project, ProjectStatus } from '@contract/content';
import { baseApi, listTags, TAG } from '@/shared/api';

/** docs/product.md §9: projects load three at a time. */
const PROJECTS_PAGE_SIZE = 3;

export type ProjectsPage = ListEnvelope<Project>;

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
  }),
});

/** What the public pages read (the admin's calls: projectAdminApi.ts). */
export const { useGetProjectQuery, useGetProjectsInfiniteQuery } = projectApi;

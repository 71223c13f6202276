import { http, HttpResponse } from 'msw';
import type { ErrorBody, ListEnvelope } from '@contract/common';
import { STATUS_ALL, type Project, type ProjectStatus } from '@contract/content';
import { API_PREFIX } from '@/shared/config';
import { urduFiltered } from '@/test/lib';
import { demoProjects } from './demoProjects';

export const PROJECTS_URL = `*${API_PREFIX}/projects`;
export const PROJECT_URL = `*${API_PREFIX}/projects/:projectId`;

/** One page of a list, as GET /api/v1/projects answers it. */
export function projectPage(list: readonly Project[], page: number, limit: number) {
  const start = (page - 1) * limit;
  const body: ListEnvelope<Project> = {
    data: list.slice(start, start + limit),
    metadata: { page, limit, total: list.length, hasNext: start + limit < list.length },
  };
  return body;
}

export function projectNotFound() {
  return HttpResponse.json<ErrorBody>(
    { statusCode: 404, error: 'Not Found', message: 'Project not found' },
    { status: 404 },
  );
}

/**
 * What GET /api/v1/projects answers of `list`: filtered by status (`all`: every project, drafts
 * and scheduled ones too) and Urdu, then paged.
 */
export function projectListAnswer(list: readonly Project[], url: string) {
  const query = new URL(url).searchParams;
  const status = query.get('status') as ProjectStatus | typeof STATUS_ALL | null;
  const chosen = urduFiltered(
    status && status !== STATUS_ALL ? list.filter((project) => project.status === status) : list,
    url,
    ['title', 'projectDetails'],
  );
  return projectPage(chosen, Number(query.get('page') ?? 1), Number(query.get('limit') ?? 10));
}

/** Serves `list` like the server: filtered by status, paged, and one project by its projectId. */
export function projectHandlers(list: readonly Project[] = demoProjects) {
  return [
    http.get(PROJECTS_URL, ({ request }) =>
      HttpResponse.json(projectListAnswer(list, request.url)),
    ),
    http.get(PROJECT_URL, ({ params }) => {
      const project = list.find(({ projectId }) => projectId === params.projectId);
      return project ? HttpResponse.json(project) : projectNotFound();
    }),
  ];
}

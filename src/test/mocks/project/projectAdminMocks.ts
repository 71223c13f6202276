import { http, HttpResponse } from 'msw';
import type { ErrorBody, Project, ProjectStatus } from '@contract';
import { sentFields, sentUrdu, urduFiltered, type SentFields } from '@/test/lib';
import { demoProjects } from './demoProjects';
import { PROJECT_URL, PROJECTS_URL, projectNotFound, projectPage } from './projectMocks';

/** One call the admin screens made, as the server received it. */
export type SentProjectCall = { method: string; projectId?: string; fields?: SentFields };

const conflict = () =>
  HttpResponse.json<ErrorBody>(
    { statusCode: 409, error: 'Conflict', message: 'Record already exists', field: 'projectId' },
    { status: 409 },
  );

/** The project `fields` describe, as the server would answer it. */
function withFields(project: Project, fields: SentFields): Project {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const goal = text('goal');
  const image = fields.image;
  return {
    ...project,
    projectId: text('projectId') ?? project.projectId,
    title: text('title') ?? project.title,
    projectDetails: text('projectDetails') ?? project.projectDetails,
    // A blank Urdu is none, as the server stores it.
    titleUr: sentUrdu(fields, 'titleUr', project.titleUr),
    projectDetailsUr: sentUrdu(fields, 'projectDetailsUr', project.projectDetailsUr),
    link: text('link') ?? project.link,
    status: (text('status') as ProjectStatus | undefined) ?? project.status,
    ...(goal && { goal: Number(goal) }),
    ...(image && typeof image !== 'string' && { image: image.fileName }),
  };
}

/**
 * A projects API that remembers: lists, one project, add, edit and delete act on `initial` (a
 * copy, newest first), so what is asked again after a change shows it. `sent` records each
 * change; `update` lets a test's donations move a project's totals.
 */
export function projectBackend(initial: readonly Project[] = demoProjects) {
  let list = initial.map((project) => ({ ...project }));
  const sent: SentProjectCall[] = [];
  const find = (projectId: unknown) => list.find((project) => project.projectId === projectId);
  const update = (projectId: string, changes: Partial<Project>) => {
    list = list.map((project) =>
      project.projectId === projectId ? { ...project, ...changes } : project,
    );
  };

  const handlers = [
    http.get(PROJECTS_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const chosen = urduFiltered(
        status ? list.filter((project) => project.status === status) : list,
        request.url,
        ['title', 'projectDetails'],
      );
      return HttpResponse.json(
        projectPage(chosen, Number(query.get('page') ?? 1), Number(query.get('limit') ?? 10)),
      );
    }),
    http.get(PROJECT_URL, ({ params }) => {
      const project = find(params.projectId);
      return project ? HttpResponse.json(project) : projectNotFound();
    }),
    http.post(PROJECTS_URL, async ({ request }) => {
      const fields = await sentFields(request);
      sent.push({ method: 'POST', fields });
      if (find(fields.projectId)) return conflict();
      const id = Math.max(0, ...list.map((project) => project.id)) + 1;
      const blank: Project = {
        ...demoProjects[0]!,
        id,
        status: 'active',
        raised: 0,
        supportersCount: 0,
      };
      const project = withFields(blank, fields);
      list = [project, ...list];
      return HttpResponse.json(project, { status: 201 });
    }),
    http.patch(PROJECT_URL, async ({ request, params }) => {
      const projectId = String(params.projectId);
      const fields = await sentFields(request);
      sent.push({ method: 'PATCH', projectId, fields });
      const current = find(projectId);
      if (!current) return projectNotFound();
      const project = withFields(current, fields);
      update(projectId, project);
      return HttpResponse.json(project);
    }),
    http.delete(PROJECT_URL, ({ params }) => {
      const projectId = String(params.projectId);
      sent.push({ method: 'DELETE', projectId });
      if (!find(projectId)) return projectNotFound();
      list = list.filter((project) => project.projectId !== projectId);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, sent, update, projects: () => list };
}

import { HttpResponse } from 'msw';
import type { ErrorBody } from '@contract/common';
import type { Project } from '@contract/content';
import { memoryBackend, sentText, sentUrdu, withSentTexts, type SentFields } from '@/test/lib';
import { demoProjects } from './demoProjects';
import { PROJECT_URL, PROJECTS_URL, projectListAnswer, projectNotFound } from './projectMocks';

const conflict = () =>
  HttpResponse.json<ErrorBody>(
    { statusCode: 409, error: 'Conflict', message: 'Record already exists', field: 'projectId' },
    { status: 409 },
  );

/** The project `fields` describe, as the server would answer it. */
function withFields(project: Project, fields: SentFields): Project {
  const goal = sentText(fields, 'goal');
  const image = fields.image;
  return {
    // The status is sent as one of ProjectStatus.
    ...withSentTexts(project, fields, ['projectId', 'title', 'projectDetails', 'link', 'status']),
    // A blank Urdu is none, as the server stores it.
    titleUr: sentUrdu(fields, 'titleUr', project.titleUr),
    projectDetailsUr: sentUrdu(fields, 'projectDetailsUr', project.projectDetailsUr),
    ...(goal && { goal: Number(goal) }),
    ...(image && typeof image !== 'string' && { image: image.fileName }),
  };
}

/**
 * A projects API that remembers: lists, one project, add, edit and delete act on `initial` (a
 * copy, newest first), so what is asked again after a change shows it. `sent` records each
 * change; `update` lets a test's gifts move a project's totals.
 */
export function projectBackend(initial: readonly Project[] = demoProjects) {
  const backend = memoryBackend<Project, 'projectId'>({
    listUrl: PROJECTS_URL,
    itemUrl: PROJECT_URL,
    initial,
    key: 'projectId',
    create: (fields, id) =>
      withFields(
        { ...demoProjects[0]!, id, status: 'active', raised: 0, supportersCount: 0 },
        fields,
      ),
    update: withFields,
    list: (projects, request) => projectListAnswer(projects, request.url),
    readsOne: true,
    addsFirst: true,
    refuse: (fields, projects) =>
      projects.some(({ projectId }) => projectId === fields.projectId) ? conflict() : undefined,
    notFound: projectNotFound,
  });
  return {
    handlers: backend.handlers,
    sent: backend.sent,
    update: backend.change,
    projects: backend.items,
  };
}

import { projectApi } from '@/entities/project';
import type { Prefetch } from '@/shared/routes';

/** The first page of active projects, so the section arrives filled in the server's HTML. */
export const prefetchSupportProjects: Prefetch = () => [
  projectApi.endpoints.getProjects.initiate('active'),
];

import { projectApi } from '@/entities/project';
import type { Prefetch } from '@/shared/routes';

/** The first page of completed projects, so the section arrives filled in the server's HTML. */
export const prefetchCompletedProjects: Prefetch = () => [
  projectApi.endpoints.getProjects.initiate('completed'),
];

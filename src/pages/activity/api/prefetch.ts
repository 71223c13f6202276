import { projectApi } from '@/entities/project';
import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';

/** Settings and the project: the first screen of /activities/{projectId}. */
export const prefetchActivityPage: Prefetch = ({ projectId }) => [
  settingApi.endpoints.getSettings.initiate(),
  ...(projectId ? [projectApi.endpoints.getProject.initiate(projectId)] : []),
];

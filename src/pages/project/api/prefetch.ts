import { giftApi } from '@/entities/gift';
import { projectApi } from '@/entities/project';
import { projectUpdateApi } from '@/entities/project-update';
import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';

/** Settings, the project, its donors and updates: the whole of /projects/{projectId}. */
export const prefetchProjectPage: Prefetch = ({ projectId }) => [
  settingApi.endpoints.getSettings.initiate(),
  ...(projectId
    ? [
        projectApi.endpoints.getProject.initiate(projectId),
        giftApi.endpoints.getDonors.initiate(projectId),
        projectUpdateApi.endpoints.getProjectUpdates.initiate(projectId),
      ]
    : []),
];

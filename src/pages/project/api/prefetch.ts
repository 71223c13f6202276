import { giftApi } from '@/entities/gift';
import { projectApi } from '@/entities/project';
import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';

/** Settings, the project and its donors: the whole first screen of /projects/{projectId}. */
export const prefetchProjectPage: Prefetch = ({ projectId }) => [
  settingApi.endpoints.getSettings.initiate(),
  ...(projectId
    ? [
        projectApi.endpoints.getProject.initiate(projectId),
        giftApi.endpoints.getDonors.initiate(projectId),
      ]
    : []),
];

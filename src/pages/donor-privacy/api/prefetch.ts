import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';

/** Fixed text around the organisation's name and the privacy contact: the settings are all it needs. */
export const prefetchDonorPrivacyPage: Prefetch = () => [
  settingApi.endpoints.getSettings.initiate(),
];

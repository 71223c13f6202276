import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';

/** Static text around the organisation's identity: the settings are all it needs. */
export const prefetchTermsConditionsPage: Prefetch = () => [
  settingApi.endpoints.getSettings.initiate(),
];

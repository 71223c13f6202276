import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';

/** The page needs no data of its own: only the trust's name, for its title. */
export const prefetchReceiptsFindPage: Prefetch = () => [
  settingApi.endpoints.getSettings.initiate(),
];

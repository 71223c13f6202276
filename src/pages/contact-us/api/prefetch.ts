import { settingApi } from '@/entities/setting';
import type { Prefetch } from '@/shared/routes';

/** Every line of the contact page comes from the `site` settings entry. */
export const prefetchContactUsPage: Prefetch = () => [settingApi.endpoints.getSettings.initiate()];

import { settingApi } from '@/entities/setting';
import { documentApi } from '@/entities/trust-document';
import type { Prefetch } from '@/shared/routes';

/** The trust's registrations come from the `trust` settings entry; its PDFs from /documents. */
export const prefetchTransparencyPage: Prefetch = () => [
  settingApi.endpoints.getSettings.initiate(),
  documentApi.endpoints.getDocuments.initiate(),
];

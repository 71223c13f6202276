import type { AuditEntry } from '@contract/admin';
import { baseApi } from '@/shared/api';

/** How many changes the admin home lists. */
export const LATEST_CHANGES_LIMIT = 10;

const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/audit?limit={n}: the latest admin changes, newest first (needs the token). */
    getLatestChanges: build.query<AuditEntry[], number>({
      query: (limit) => ({ url: 'audit', params: { limit } }),
    }),
  }),
});

export const { useGetLatestChangesQuery } = auditApi;

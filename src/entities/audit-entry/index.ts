export { LATEST_CHANGES_LIMIT, auditApi, useGetLatestChangesQuery } from './api/auditApi';

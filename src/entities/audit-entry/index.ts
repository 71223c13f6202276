export { LATEST_CHANGES_LIMIT, useGetLatestChangesQuery } from './api/auditApi';

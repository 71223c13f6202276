export { useGetVersionsQuery, useRestoreVersionMutation } from './api/versionApi';
export type { VersionedItem } from './api/versionApi';
export { kindOfResource, resourceOfKind } from './lib/kinds';

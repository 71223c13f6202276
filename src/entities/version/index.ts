export { useGetVersionsQuery, useRestoreVersionMutation } from './api/versionApi';
export type { VersionedItem } from './api/versionApi';
export { kindOfResource, resourceOfKind, VERSION_KIND_TAG } from './lib/kinds';

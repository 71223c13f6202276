import type { Version, VersionKind } from '@contract/admin';
import { baseApi, TAG } from '@/shared/api';
import { VERSION_KIND_TAG } from '../lib/kinds';

/** Which item's versions: its kind, and its id as the API takes it (a settings entry's name). */
export type VersionedItem = { kind: VersionKind; itemId: string };

const versionsTag = ({ kind, itemId }: VersionedItem) => ({
  type: TAG.Version,
  id: `${kind}/${itemId}`,
});

const versionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/versions?kind=&id=: the item's versions, newest first (needs the token). */
    getVersions: build.query<Version[], VersionedItem>({
      query: ({ kind, itemId }) => ({ url: 'versions', params: { kind, id: itemId } }),
      providesTags: (_list, _error, item) => [versionsTag(item)],
    }),
    /**
     * POST /api/v1/versions/{id}/restore: the item becomes what the version had. Every list and
     * screen of its kind reloads, and its versions (the restore is a new one).
     */
    restoreVersion: build.mutation<Version, Version>({
      query: (version) => ({ url: `versions/${version.id}/restore`, method: 'POST' }),
      invalidatesTags: (_answer, _error, version) => [
        VERSION_KIND_TAG[version.kind],
        versionsTag(version),
      ],
    }),
  }),
});

export const { useGetVersionsQuery, useRestoreVersionMutation } = versionApi;

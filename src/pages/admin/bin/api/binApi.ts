import { BIN_KINDS, type BinEntry, type BinRestored } from '@contract/admin';
import { VERSION_KIND_TAG } from '@/entities/version';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

const binList = { type: TAG.BinEntry, id: LIST_ID };

/*
 * The bin holds what left these lists: a delete from one, or a version restored, invalidates its
 * list, and so the bin with it, which is then read before it shows again, never as it was. Here
 * rather than in each delete, so that only the bin's chunk carries it. (A project's updates are
 * listed per project: their delete names the bin itself.)
 */
const binnedLists = BIN_KINDS.map((kind) => ({ type: VERSION_KIND_TAG[kind], id: LIST_ID }));

const binApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/bin: the deleted items, newest first (needs the token). */
    getBin: build.query<BinEntry[], void>({
      query: () => 'bin',
      providesTags: [binList, ...binnedLists],
    }),
    /**
     * POST /api/v1/bin/{id}/restore: the item is back in its place. The bin and every list of its
     * kind reload.
     */
    restoreBinEntry: build.mutation<BinRestored, BinEntry>({
      query: (entry) => ({ url: `bin/${entry.id}/restore`, method: 'POST' }),
      invalidatesTags: (_answer, _error, entry) => [VERSION_KIND_TAG[entry.kind], binList],
    }),
  }),
});

export const { useGetBinQuery, useRestoreBinEntryMutation } = binApi;

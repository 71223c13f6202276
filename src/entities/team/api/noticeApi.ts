import type { OwnerNoticeList } from '@contract/admin';
import { baseApi, LIST_ID, listTags, TAG } from '@/shared/api';

/**
 * What every Owner must see until one acknowledges it (docs/product.md §6), such as a changed
 * UPI ID: who changed what, and when.
 */
export const noticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/notices: the notices no Owner has acknowledged yet. */
    getOwnerNotices: build.query<OwnerNoticeList, void>({
      query: () => 'notices',
      providesTags: (list) => listTags(TAG.OwnerNotice, list, 'id'),
    }),
    /** POST /api/v1/notices/{id}/acknowledge: an Owner has seen it; it goes for every Owner. */
    acknowledgeNotice: build.mutation<void, number>({
      query: (id) => ({ url: `notices/${id}/acknowledge`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: TAG.OwnerNotice, id },
        { type: TAG.OwnerNotice, id: LIST_ID },
      ],
    }),
  }),
});

export const { useAcknowledgeNoticeMutation, useGetOwnerNoticesQuery } = noticeApi;

import type { DonorReceiptList } from '@contract/gifts';
import { giftApi } from '@/entities/gift';

/* Injected by the donor's receipts page alone: no other page asks for them by a link. */
const myReceiptsApi = giftApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/receipts/list/{token} (no sign-in: the mailed link's token is the key). */
    getMyReceipts: build.query<DonorReceiptList, string>({
      query: (token) => `receipts/list/${encodeURIComponent(token)}`,
      // A donor's private details: not kept once the page is left.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMyReceiptsQuery } = myReceiptsApi;

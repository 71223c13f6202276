import type { DonorReceipt } from '@contract/gifts';
import { giftApi } from '@/entities/gift';

/* Injected by the donor's receipt page alone: no other page asks for a receipt by its link. */
const donorReceiptApi = giftApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/receipts/{token} (no sign-in: the link's token is the key). */
    getDonorReceipt: build.query<DonorReceipt, string>({
      query: (token) => `receipts/${encodeURIComponent(token)}`,
      // A donor's private details: not kept once the page is left.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDonorReceiptQuery } = donorReceiptApi;

import type { FindReceiptsBody } from '@contract/gifts';
import { giftApi } from '@/entities/gift';

/* Injected by this page alone: no other page asks for a donor's receipts by e-mail. */
const findReceiptsApi = giftApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/v1/receipts/find (no token): the same answer whether or not the address gave; a
     * known one gets a mail with a link to its receipts.
     */
    findReceipts: build.mutation<{ status: 'sent-if-known' }, FindReceiptsBody>({
      query: (body) => ({ url: 'receipts/find', method: 'POST', body }),
    }),
  }),
});

export const { useFindReceiptsMutation } = findReceiptsApi;

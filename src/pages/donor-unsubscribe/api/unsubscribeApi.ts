import type { UnsubscribeAnswer } from '@contract/gifts';
import { giftApi } from '@/entities/gift';

/* Injected by the unsubscribe page alone: no other page reads or ends a consent by its link. */
const unsubscribeApi = giftApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/unsubscribe/{token}: the project whose news the link stops, and whether it has. */
    getUnsubscribe: build.query<UnsubscribeAnswer, string>({
      query: (token) => `unsubscribe/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),
    /** POST /api/v1/unsubscribe/{token}: no more news of the project to this address. */
    unsubscribe: build.mutation<UnsubscribeAnswer, string>({
      query: (token) => ({ url: `unsubscribe/${encodeURIComponent(token)}`, method: 'POST' }),
    }),
  }),
});

export const { useGetUnsubscribeQuery, useUnsubscribeMutation } = unsubscribeApi;

import type { GiftRecord } from '@contract/gifts';
import { afterGift, giftApi } from '@/entities/gift';

/*
 * Only the admin confirms or rejects a pledge: injected with the admin's chunk, not the public
 * pages'.
 */
const confirmApi = giftApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST .../donations/{giftId}/confirm or /reject (admin): confirms or rejects a pledge. */
    confirmOrRejectPledge: build.mutation<
      GiftRecord,
      { projectId: string; giftId: number; decision: 'confirm' | 'reject' }
    >({
      query: ({ projectId, giftId, decision }) => ({
        url: `projects/${encodeURIComponent(projectId)}/donations/${giftId}/${decision}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { projectId }) => afterGift(projectId),
    }),
  }),
});

export const { useConfirmOrRejectPledgeMutation } = confirmApi;

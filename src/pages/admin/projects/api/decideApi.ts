import type { GiftRecord } from '@contract/gifts';
import { afterGift, donorApi } from '@/entities/donor';

/* Only the admin decides a pending gift: injected with the admin's chunk, not the public pages'. */
const decideApi = donorApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST .../donations/{donationId}/confirm or /reject (admin): decides a pending gift. */
    decideDonation: build.mutation<
      GiftRecord,
      { projectId: string; donationId: number; decision: 'confirm' | 'reject' }
    >({
      query: ({ projectId, donationId, decision }) => ({
        url: `projects/${encodeURIComponent(projectId)}/donations/${donationId}/${decision}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { projectId }) => afterGift(projectId),
    }),
  }),
});

export const { useDecideDonationMutation } = decideApi;

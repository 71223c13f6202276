import type { DonationRecord } from '@contract';
import { afterGift, donorApi } from '@/entities/gift';

/* Only the admin decides a pending gift: injected with the admin's chunk, not the public pages'. */
const decideApi = donorApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST .../donations/{donationId}/confirm or /reject (admin): decides a pending gift. */
    decideDonation: build.mutation<
      DonationRecord,
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

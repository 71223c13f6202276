import type { PledgeAnswer, PledgeBody } from '@contract/gifts';
import { giftApi } from '@/entities/gift';

/*
 * Injected by the pledge form's own chunk, not the donor entity: most visitors never open the
 * form, and the project page's first load stays within its budget.
 */
const pledgeApi = giftApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/v1/projects/{projectId}/pledges (no token): a donor tells of a UPI gift. It
     * waits for an admin, so nothing the page shows changes yet.
     */
    pledgeGift: build.mutation<PledgeAnswer, { projectId: string; pledge: PledgeBody }>({
      query: ({ projectId, pledge }) => ({
        url: `projects/${encodeURIComponent(projectId)}/pledges`,
        method: 'POST',
        body: pledge,
      }),
    }),
  }),
});

export const { usePledgeGiftMutation } = pledgeApi;

import type { DonationBody, Donor } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

/** A gift changes its project's donors and its totals, in the project's page and in the lists. */
const afterGift = (projectId: string) => [
  { type: TAG.Donor, id: projectId },
  { type: TAG.Project, id: projectId },
  { type: TAG.Project, id: LIST_ID },
];

export const donorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/projects/donor/{projectId}: the project's donors, newest first. */
    getDonors: build.query<Donor[], string>({
      query: (projectId) => `projects/donor/${encodeURIComponent(projectId)}`,
      providesTags: (_result, _error, projectId) => [{ type: TAG.Donor, id: projectId }],
    }),
    /** POST /api/v1/projects/{projectId}/donations, JSON {donorName?, amount, date?}. */
    addDonation: build.mutation<Donor, { projectId: string; gift: DonationBody }>({
      query: ({ projectId, gift }) => ({
        url: `projects/${encodeURIComponent(projectId)}/donations`,
        method: 'POST',
        body: gift,
      }),
      invalidatesTags: (_result, _error, { projectId }) => afterGift(projectId),
    }),
    /** DELETE /api/v1/projects/{projectId}/donations/{donationId}: removes a mistaken gift. */
    deleteDonation: build.mutation<void, { projectId: string; donationId: number }>({
      query: ({ projectId, donationId }) => ({
        url: `projects/${encodeURIComponent(projectId)}/donations/${donationId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { projectId }) => afterGift(projectId),
    }),
  }),
});

export const { useAddDonationMutation, useDeleteDonationMutation, useGetDonorsQuery } = donorApi;

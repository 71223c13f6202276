import type { DonationBody, DonationRecord, DonationTotal, Donor } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

/**
 * A gift changes its project's donors (the public list and the admin's records, one tag), the
 * totals per purpose, and the project's figures in its page and in the lists.
 */
export const afterGift = (projectId: string) => [
  { type: TAG.Donor, id: projectId },
  { type: TAG.Donor, id: LIST_ID },
  { type: TAG.Project, id: projectId },
  { type: TAG.Project, id: LIST_ID },
];

export const donorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/projects/donor/{projectId}: the project's donors as the public sees them. */
    getDonors: build.query<Donor[], string>({
      query: (projectId) => `projects/donor/${encodeURIComponent(projectId)}`,
      providesTags: (_result, _error, projectId) => [{ type: TAG.Donor, id: projectId }],
    }),
    /** GET /api/v1/projects/{projectId}/donations (admin): the gifts as recorded. */
    getDonationRecords: build.query<DonationRecord[], string>({
      query: (projectId) => `projects/${encodeURIComponent(projectId)}/donations`,
      providesTags: (_result, _error, projectId) => [{ type: TAG.Donor, id: projectId }],
    }),
    /** GET /api/v1/donations/totals (admin): every gift summed per financial year and purpose. */
    getDonationTotals: build.query<DonationTotal[], void>({
      query: () => 'donations/totals',
      providesTags: [{ type: TAG.Donor, id: LIST_ID }],
    }),
    /**
     * POST /api/v1/projects/{projectId}/donations, JSON {donorName?, amount, date?, purpose?,
     * shownAs?, hideAmount?}.
     */
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

export const {
  useAddDonationMutation,
  useDeleteDonationMutation,
  useGetDonationRecordsQuery,
  useGetDonationTotalsQuery,
  useGetDonorsQuery,
} = donorApi;

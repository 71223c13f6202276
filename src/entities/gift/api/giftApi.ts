import type {
  GiftBody,
  GiftRecord,
  GiftTotal,
  Donor,
  ImportPreview,
  ImportResult,
  Receipt,
  WaitingGifts,
} from '@contract/gifts';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

/** A project's receipt mails and links: what a gift confirmed, a send or a new link changes. */
export const giftMessagesTag = (projectId: string) => ({ type: TAG.GiftMessages, id: projectId });

/**
 * A gift changes its project's donors (the public list and the admin's records, one tag), the
 * totals per purpose, the project's figures in its page and in the lists, and its receipt mails
 * (a confirmed gift with an e-mail queues one).
 */
export const afterGift = (projectId: string) => [
  { type: TAG.Gift, id: projectId },
  giftMessagesTag(projectId),
  { type: TAG.Gift, id: LIST_ID },
  { type: TAG.Project, id: projectId },
  { type: TAG.Project, id: LIST_ID },
];

/** The CSV goes as it is: the server reads text/csv, never JSON. Choices go in the query. */
const importCall = (projectId: string, step: string, csv: string) => ({
  url: `projects/${encodeURIComponent(projectId)}/donations/${step}`,
  method: 'POST',
  body: csv,
  headers: { 'content-type': 'text/csv; charset=utf-8' },
});

export const giftApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/projects/donor/{projectId}: the project's donors as the public sees them. */
    getDonors: build.query<Donor[], string>({
      query: (projectId) => `projects/donor/${encodeURIComponent(projectId)}`,
      providesTags: (_result, _error, projectId) => [{ type: TAG.Gift, id: projectId }],
    }),
    /** GET /api/v1/projects/{projectId}/donations (admin): the gifts as recorded. */
    getGiftRecords: build.query<GiftRecord[], string>({
      query: (projectId) => `projects/${encodeURIComponent(projectId)}/donations`,
      providesTags: (_result, _error, projectId) => [{ type: TAG.Gift, id: projectId }],
    }),
    /** GET /api/v1/donations/totals (admin): every gift summed per financial year and purpose. */
    getGiftTotals: build.query<GiftTotal[], void>({
      query: () => 'donations/totals',
      providesTags: [{ type: TAG.Gift, id: LIST_ID }],
    }),
    /** GET /api/v1/donations/waiting (admin): per project, the pledges no admin confirmed or rejected. */
    getWaitingGifts: build.query<WaitingGifts[], void>({
      query: () => 'donations/waiting',
      // Confirming, rejecting or removing a gift anywhere reloads it (afterGift).
      providesTags: [{ type: TAG.Gift, id: LIST_ID }],
    }),
    /** GET /api/v1/donations/{id}/receipt (admin): what a confirmed gift's receipt says. */
    getReceipt: build.query<Receipt, number>({
      query: (giftId) => `donations/${giftId}/receipt`,
      // Any change to gifts may touch it (a removed gift has no receipt any more).
      providesTags: [{ type: TAG.Gift, id: LIST_ID }],
    }),
    /**
     * POST /api/v1/projects/{projectId}/donations, JSON {donorName?, amount, date?, purpose?,
     * shownAs?, hideAmount?}.
     */
    addGift: build.mutation<Donor, { projectId: string; gift: GiftBody }>({
      query: ({ projectId, gift }) => ({
        url: `projects/${encodeURIComponent(projectId)}/donations`,
        method: 'POST',
        body: gift,
      }),
      invalidatesTags: (_result, _error, { projectId }) => afterGift(projectId),
    }),
    /** DELETE /api/v1/projects/{projectId}/donations/{giftId}: removes a mistaken gift. */
    deleteGift: build.mutation<void, { projectId: string; giftId: number }>({
      query: ({ projectId, giftId }) => ({
        url: `projects/${encodeURIComponent(projectId)}/donations/${giftId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { projectId }) => afterGift(projectId),
    }),
    /** POST /api/v1/projects/{projectId}/donations/import/preview, text/csv: stores nothing. */
    previewGiftImport: build.mutation<ImportPreview, { projectId: string; csv: string }>({
      query: ({ projectId, csv }) => importCall(projectId, 'import/preview', csv),
    }),
    /**
     * POST /api/v1/projects/{projectId}/donations/import?sendReceipts=, text/csv: every new gift
     * or none; with sendReceipts, each new gift's donor with an e-mail is mailed the receipt.
     */
    importGifts: build.mutation<
      ImportResult,
      { projectId: string; csv: string; sendReceipts: boolean }
    >({
      query: ({ projectId, csv, sendReceipts }) =>
        importCall(projectId, `import?sendReceipts=${String(sendReceipts)}`, csv),
      invalidatesTags: (_result, _error, { projectId }) => afterGift(projectId),
    }),
    /**
     * GET /api/v1/donations/form-10bd?year= (admin): the CSV as text. A mutation, so the file is
     * fetched on each click and never kept in the cache.
     */
    downloadForm10bd: build.mutation<string, string>({
      query: (year) => ({
        url: `donations/form-10bd?year=${encodeURIComponent(year)}`,
        responseHandler: 'text',
      }),
    }),
  }),
});

export const {
  useDownloadForm10bdMutation,
  useImportGiftsMutation,
  usePreviewGiftImportMutation,
  useAddGiftMutation,
  useDeleteGiftMutation,
  useGetGiftRecordsQuery,
  useGetGiftTotalsQuery,
  useGetDonorsQuery,
  useGetReceiptQuery,
  useGetWaitingGiftsQuery,
} = giftApi;

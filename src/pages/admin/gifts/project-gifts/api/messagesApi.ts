import type { GiftMessages, MailSetup } from '@contract/gifts';
import { giftApi, giftMessagesTag } from '@/entities/gift';

/*
 * A confirmed gift's receipt mail, receipt link and WhatsApp link, and whether mail is on: only
 * the admin's gifts screen asks, so injected with its chunk, not the public pages'.
 */
const messagesApi = giftApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/mail: whether the site e-mails receipts (SMTP_URL is set), and as whom. */
    getMailSetup: build.query<MailSetup, void>({
      query: () => 'mail',
    }),
    /**
     * GET /api/v1/projects/{projectId}/donations/messages (admin): each confirmed gift's receipt
     * mail state, receipt link and WhatsApp link.
     */
    getGiftMessages: build.query<GiftMessages[], string>({
      query: (projectId) => `projects/${encodeURIComponent(projectId)}/donations/messages`,
      providesTags: (_result, _error, projectId) => [giftMessagesTag(projectId)],
    }),
    /**
     * POST /api/v1/donations/{giftId}/receipt-mail (admin): queues the receipt mail, or again.
     * The project only names the messages to reload.
     */
    sendReceiptMail: build.mutation<GiftMessages, { projectId: string; giftId: number }>({
      query: ({ giftId }) => ({ url: `donations/${giftId}/receipt-mail`, method: 'POST' }),
      invalidatesTags: (_result, _error, { projectId }) => [giftMessagesTag(projectId)],
    }),
    /** POST /api/v1/donations/{giftId}/receipt-link (admin): a new link; the old one stops working. */
    replaceReceiptLink: build.mutation<GiftMessages, { projectId: string; giftId: number }>({
      query: ({ giftId }) => ({ url: `donations/${giftId}/receipt-link`, method: 'POST' }),
      invalidatesTags: (_result, _error, { projectId }) => [giftMessagesTag(projectId)],
    }),
  }),
});

export const {
  useGetGiftMessagesQuery,
  useGetMailSetupQuery,
  useReplaceReceiptLinkMutation,
  useSendReceiptMailMutation,
} = messagesApi;

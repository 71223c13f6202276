import { http, HttpResponse } from 'msw';
import type { ErrorBody } from '@contract/common';
import type { GiftMessages, MailSetup } from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import type { StoredGift } from './demoGifts';

const MAIL_URL = `*${API_PREFIX}/mail`;
const GIFT_MESSAGES_URL = `*${API_PREFIX}/projects/:projectId/donations/messages`;
export const RECEIPT_MAIL_URL = `*${API_PREFIX}/donations/:giftId/receipt-mail`;
const RECEIPT_LINK_URL = `*${API_PREFIX}/donations/:giftId/receipt-link`;

/** The demo site's sender while mail is on. */
export const DEMO_MAIL_FROM = 'Helping Hands <receipts@helpinghands.example>';

/** A gift's receipt link, as the `version`th made for it (a replaced link has the next). */
export const receiptLinkOf = (giftId: number, version = 1) =>
  `https://helpinghands.example/receipts/demo-token-${giftId}-${version}`;

/** A gift's WhatsApp link: to the donor's phone when known, with the receipt link in the text. */
export const whatsappLinkOf = (gift: Pick<StoredGift, 'donorPhone'>, link: string) =>
  `https://wa.me/${(gift.donorPhone ?? '').replace(/\D/g, '')}?text=${encodeURIComponent(
    `Thank you for your gift. Your receipt: ${link}`,
  )}`;

export type GiftMessagesOptions = {
  /** GET /mail's answer; mail is on by default. */
  setup?: MailSetup;
  /** Each gift's receipt mail by gift id; none by default. */
  mails?: Record<number, GiftMessages['mail']>;
};

type Gifts = {
  /** A project's gifts, undefined for an unknown project. */
  of: (projectId: string) => readonly StoredGift[] | undefined;
  /** A gift by id, with its project's id. */
  find: (giftId: number) => { projectId: string; gift: StoredGift } | undefined;
  /** Records a call as the server received it. */
  sent: (call: { method: string; projectId: string; giftId: number }) => void;
};

const refused = (statusCode: number, message: string) =>
  HttpResponse.json<ErrorBody>(
    { statusCode, error: statusCode === 404 ? 'Not Found' : 'Conflict', message },
    { status: statusCode },
  );

/**
 * The server's mail routes (server/mail/mailRoutes.ts) over the gift backend's gifts: the mail
 * setup, each confirmed gift's receipt mail, receipt link and WhatsApp link, sending the mail
 * (queued, it stays queued: no worker here) and replacing the link.
 */
export function giftMessagesHandlers(
  gifts: Gifts,
  { setup = { enabled: true, from: DEMO_MAIL_FROM }, mails = {} }: GiftMessagesOptions = {},
) {
  const mailOf = new Map(Object.entries(mails).map(([id, mail]) => [Number(id), mail]));
  const versions = new Map<number, number>();
  const messagesOf = (gift: StoredGift): GiftMessages => {
    const link = receiptLinkOf(gift.id, versions.get(gift.id));
    return {
      id: gift.id,
      mail: mailOf.get(gift.id) ?? null,
      receiptLink: link,
      whatsappLink: whatsappLinkOf(gift, link),
    };
  };
  const projectOf = (giftId: number) => gifts.find(giftId)?.projectId ?? '';

  const confirmed = (giftId: number) => {
    const gift = gifts.find(giftId)?.gift;
    if (!gift) return refused(404, 'Donation not found');
    if (gift.status !== 'confirmed') {
      return refused(409, 'A receipt is given only for a confirmed gift');
    }
    return gift;
  };

  return [
    http.get(MAIL_URL, () => HttpResponse.json(setup)),
    http.get(GIFT_MESSAGES_URL, ({ params }) => {
      const list = gifts.of(String(params.projectId));
      if (!list) return refused(404, 'Project not found');
      return HttpResponse.json(
        list.filter(({ status }) => status === 'confirmed').map((gift) => messagesOf(gift)),
      );
    }),
    http.post(RECEIPT_MAIL_URL, ({ params }) => {
      const giftId = Number(params.giftId);
      gifts.sent({ method: 'POST receipt-mail', projectId: projectOf(giftId), giftId });
      if (!setup.enabled) {
        return refused(
          409,
          'Mail is off: set SMTP_URL and MAIL_FROM to send receipts (docs/mail.md)',
        );
      }
      const gift = confirmed(giftId);
      if (gift instanceof Response) return gift;
      if (!gift.donorEmail) return refused(409, 'This gift has no donor e-mail');
      const status = mailOf.get(giftId)?.status;
      if (status === 'queued' || status === 'sending') {
        return refused(409, 'This receipt mail is on its way already');
      }
      mailOf.set(giftId, { status: 'queued', at: null, reason: null });
      return HttpResponse.json(messagesOf(gift));
    }),
    http.post(RECEIPT_LINK_URL, ({ params }) => {
      const giftId = Number(params.giftId);
      gifts.sent({ method: 'POST receipt-link', projectId: projectOf(giftId), giftId });
      const gift = confirmed(giftId);
      if (gift instanceof Response) return gift;
      versions.set(giftId, (versions.get(giftId) ?? 1) + 1);
      return HttpResponse.json(messagesOf(gift));
    }),
  ];
}

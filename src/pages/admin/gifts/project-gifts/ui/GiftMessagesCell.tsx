import { useTranslation } from 'react-i18next';
import { Button, Space, Tag } from 'antd';
import type { GiftMessages, GiftRecord } from '@contract/gifts';
import {
  useGetGiftMessagesQuery,
  useGetMailSetupQuery,
  useReplaceReceiptLinkMutation,
  useSendReceiptMailMutation,
} from '../api/messagesApi';
import {
  changeTroubleKey,
  errorStatus,
  isToldElsewhere,
  serverMessage,
} from '@/shared/lib/admin-form';
import { formatWhen } from '@/shared/lib/format';
import { useMayChange } from '@/shared/lib/may-change';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import './GiftMessagesCell.css';

/** How often a mail on its way is asked about again, until it is sent or failed. */
const MAIL_POLL_MS = 10_000;

type Mail = NonNullable<GiftMessages['mail']>;

const TAG_COLOR = {
  queued: 'processing',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
} as const satisfies Record<Mail['status'], string>;

const isOnItsWay = (mail: GiftMessages['mail']) =>
  mail?.status === 'queued' || mail?.status === 'sending';

/** The receipt mail's state: a tag, with when it was sent or is tried next, and why it failed. */
function MailState({ mail }: { mail: Mail }) {
  const { t, i18n } = useTranslation();
  const when = mail.at && formatWhen(mail.at, i18n.language);
  const label =
    mail.status === 'sent' && when
      ? t('adminGiftMail.sentAt', { when })
      : t(`adminGiftMail.${mail.status}`);
  return (
    <span className="gift-messages__mail">
      <Tag color={TAG_COLOR[mail.status]}>{label}</Tag>
      {mail.status === 'queued' && when && (
        <span className="gift-messages__note">{t('adminGiftMail.nextTry', { when })}</span>
      )}
      {/* The mail server's own words, in English whatever the screen's language. */}
      {mail.reason && (
        <span className="gift-messages__note gift-messages__reason" dir="ltr" title={mail.reason}>
          {mail.reason}
        </span>
      )}
    </span>
  );
}

/** Why the server refused (409): mail is off, no e-mail, already on its way, not confirmed. */
const refusal = (error: unknown) => (errorStatus(error) === 409 ? serverMessage(error) : undefined);

type CellProps = { projectId: string; gift: GiftRecord };

function ConfirmedGiftMessages({ projectId, gift }: CellProps) {
  const { t } = useTranslation();
  const mayChange = useMayChange();
  const { messages } = useGetGiftMessagesQuery(projectId, {
    selectFromResult: ({ data }) => ({ messages: data?.find(({ id }) => id === gift.id) }),
  });
  const mail = messages?.mail ?? null;
  // The worker sends in the background: while this mail is on its way, its state is asked again.
  useGetGiftMessagesQuery(projectId, { skip: !isOnItsWay(mail), pollingInterval: MAIL_POLL_MS });
  const { data: setup } = useGetMailSetupQuery();
  const [sendMail, { isLoading: sending }] = useSendReceiptMailMutation();
  const [replaceLink] = useReplaceReceiptLinkMutation();
  if (!messages) return null;

  const send = async () => {
    try {
      await sendMail({ projectId, giftId: gift.id }).unwrap();
      notifySuccess(t('adminGiftMail.queuedToast'));
    } catch (error) {
      if (isToldElsewhere(error)) return;
      const trouble = changeTroubleKey(error);
      notifyError(trouble ? t(trouble) : (refusal(error) ?? t('adminGiftMail.sendFailed')));
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(messages.receiptLink);
      notifySuccess(t('adminGiftMail.copied'));
    } catch {
      // No clipboard (an older browser, a page not served securely): the link to copy by hand.
      window.prompt(t('adminGiftMail.copyByHand'), messages.receiptLink);
    }
  };

  const maySend = mayChange && setup?.enabled && gift.donorEmail && !isOnItsWay(mail);
  return (
    <Space
      size={[4, 4]}
      wrap
      role="group"
      aria-label={t('adminGiftMail.group', { number: gift.receiptNumber ?? '' })}
      className="gift-messages"
    >
      {mail && <MailState mail={mail} />}
      {maySend && (
        <Button size="small" loading={sending} onClick={() => void send()}>
          {t(mail ? 'adminGiftMail.resend' : 'adminGiftMail.send')}
        </Button>
      )}
      <Button size="small" href={messages.whatsappLink} target="_blank" rel="noopener noreferrer">
        {t('adminGiftMail.whatsApp')}
      </Button>
      <Button size="small" onClick={() => void copy()}>
        {t('adminGiftMail.copyLink')}
      </Button>
      <ConfirmActionButton
        question={t('adminGiftMail.replaceQuestion')}
        description={t('adminGiftMail.replaceDescription')}
        label={t('adminGiftMail.replaceLink')}
        action={async () => {
          await replaceLink({ projectId, giftId: gift.id }).unwrap();
          notifySuccess(t('adminGiftMail.replaced'));
        }}
        failureMessage={(error) => refusal(error) ?? t('adminGiftMail.replaceFailed')}
        className="gift-messages__replace"
      >
        {t('adminGiftMail.replaceLink')}
      </ConfirmActionButton>
    </Space>
  );
}

/**
 * A gift's ways to reach its donor, for its row in the gifts table: the receipt mail's state and
 * a button to send it (again), the WhatsApp message, the receipt link to copy, and a new link in
 * place of one shared by mistake. Only a confirmed gift has a receipt, so only it has these.
 */
export function GiftMessagesCell({ projectId, gift }: CellProps) {
  return gift.status === 'confirmed' ? (
    <ConfirmedGiftMessages projectId={projectId} gift={gift} />
  ) : null;
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@contract/common';
import { useLocalized, useSettings } from '@/entities/setting';
import { toLanguage } from '@/shared/i18n';
import { PageTitle } from '@/shared/ui/page-title';
import { useFindReceiptsMutation } from '../api/findReceiptsApi';
import './ReceiptsFindPage.css';

type Outcome = 'idle' | 'sent' | 'badEmail' | 'tooMany';

const EMAIL = new RegExp(EMAIL_PATTERN);

/** The server's answer as the donor reads it: the same for any address but a bad one or too many. */
function outcomeOf(error: unknown): Outcome {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 400) return 'badEmail';
  if (status === 429) return 'tooMany';
  return 'sent';
}

/**
 * /receipts: a donor gives their e-mail and, if it ever gave, gets a mail with a link (24 hours)
 * to every receipt given to it. The page says the same whatever the address, so it tells no one
 * who gave.
 */
export function ReceiptsFindPage() {
  const { t, i18n } = useTranslation();
  const organisation = useLocalized(useSettings().site?.name) ?? '';
  const [findReceipts, { isLoading }] = useFindReceiptsMutation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const id = useId();
  const messageId = `${id}-message`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setOutcome('badEmail');
      return;
    }
    const answer = await findReceipts({ email: address, language: toLanguage(i18n.language) });
    setOutcome('error' in answer ? outcomeOf(answer.error) : 'sent');
  };

  const problem = outcome === 'badEmail' || outcome === 'tooMany';
  return (
    <main className="receipts-find container section">
      <PageTitle title={t('receiptsFindPage.title')} siteName={organisation} />
      <h1 className="receipts-find__title">{t('receiptsFindPage.heading')}</h1>
      <p className="receipts-find__intro">{t('receiptsFindPage.intro')}</p>
      <form className="receipts-find__form" noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`}>{t('receiptsFindPage.email')}</label>
        <div className="receipts-find__row">
          <input
            id={`${id}-email`}
            className="receipts-find__input"
            type="email"
            name="email"
            dir="ltr"
            autoComplete="email"
            maxLength={320}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={outcome === 'badEmail'}
            aria-describedby={messageId}
          />
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? t('receiptsFindPage.sending') : t('receiptsFindPage.submit')}
          </button>
        </div>
      </form>
      <p
        id={messageId}
        className={`receipts-find__message${problem ? ' receipts-find__message--problem' : ''}`}
        role="status"
      >
        {outcome !== 'idle' && t(`receiptsFindPage.${outcome}`)}
      </p>
    </main>
  );
}

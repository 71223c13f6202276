import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../lib/email';

type Outcome = 'idle' | 'invalid' | 'subscribed';

/**
 * 'Get product updates' with a Subscribe control. No subscription service exists behind the
 * site, so a valid address only earns a local thank-you: nothing is sent or stored.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const id = useId();
  const headingId = `${id}-heading`;
  const messageId = `${id}-message`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setOutcome('invalid');
      return;
    }
    setOutcome('subscribed');
    setEmail('');
  };

  return (
    <section className="site-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {t('subscribe.heading')}
      </h2>
      <form className="subscribe" noValidate onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {t('subscribe.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          className="subscribe__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('subscribe.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={outcome === 'invalid'}
          aria-describedby={messageId}
        />
        <button type="submit" className="btn btn--primary subscribe__button">
          {t('subscribe.submit')}
        </button>
      </form>
      <p
        id={messageId}
        className={`subscribe__message subscribe__message--${outcome}`}
        role="status"
      >
        {outcome === 'invalid' && t('subscribe.invalidEmail')}
        {outcome === 'subscribed' && t('subscribe.thanks')}
      </p>
    </section>
  );
}

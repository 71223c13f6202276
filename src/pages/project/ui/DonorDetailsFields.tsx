import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyLink } from '@/shared/ui/privacy-link';
import { LIMITS } from '@contract/common';
import { PledgeField } from './PledgeField';

type DonorDetailsFieldsProps = {
  /** The message of a field's problem, if it has one. */
  errorOf: (field: 'donorEmail' | 'donorPhone' | 'donorPan' | 'donorAddress') => string | undefined;
};

/**
 * What a receipt needs, all optional, with what each is used for (docs/product.md §10): the
 * e-mail the receipt goes to, the phone for WhatsApp, the PAN and address an 80G receipt
 * carries, and project updates only when ticked, which needs the e-mail.
 */
export function DonorDetailsFields({ errorOf }: DonorDetailsFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [hasEmail, setHasEmail] = useState(false);
  const [wantsUpdates, setWantsUpdates] = useState(false);

  return (
    <fieldset className="pledge-form__receipt" aria-describedby={`${id}-notice`}>
      <legend className="pledge-form__label">{t('pledgeForm.receiptHeading')}</legend>
      <p id={`${id}-notice`} className="pledge-form__notice">
        {t('pledgeForm.receiptNotice')} {/* A tab of its own: the donor's typing here stays. */}
        <PrivacyLink inNewTab />
      </p>
      <PledgeField
        name="donorEmail"
        label={t('pledgeForm.email')}
        error={errorOf('donorEmail')}
        inputProps={{
          type: 'email',
          dir: 'ltr',
          maxLength: 320,
          autoComplete: 'email',
          onChange: (event) => setHasEmail(event.currentTarget.value.trim() !== ''),
        }}
      />
      <PledgeField
        name="donorPhone"
        label={t('pledgeForm.phone')}
        error={errorOf('donorPhone')}
        inputProps={{ type: 'tel', dir: 'ltr', maxLength: 20, autoComplete: 'tel' }}
      />
      <PledgeField
        name="donorPan"
        label={t('pledgeForm.pan')}
        error={errorOf('donorPan')}
        inputProps={{
          dir: 'ltr',
          maxLength: 40,
          autoComplete: 'off',
          autoCapitalize: 'characters',
        }}
      />
      <PledgeField
        name="donorAddress"
        label={t('pledgeForm.address')}
        error={errorOf('donorAddress')}
        multiline
        inputProps={{ maxLength: LIMITS.text, autoComplete: 'street-address' }}
      />
      <div className="pledge-form__field">
        <label className="pledge-form__choice">
          <input
            type="checkbox"
            name="wantsUpdates"
            checked={hasEmail && wantsUpdates}
            disabled={!hasEmail}
            aria-describedby={hasEmail ? undefined : `${id}-updates`}
            onChange={(event) => setWantsUpdates(event.currentTarget.checked)}
          />
          {t('pledgeForm.updates')}
        </label>
        {!hasEmail && (
          <span id={`${id}-updates`} className="pledge-form__hint">
            {t('pledgeForm.updatesNeedEmail')}
          </span>
        )}
      </div>
    </fieldset>
  );
}

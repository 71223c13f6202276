import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { LIMITS } from '@contract/common';
import { type Project } from '@contract/content';
import {
  GIFT_PURPOSES,
  DONOR_DISPLAYS,
  compactIdNumber,
  type GiftPurpose,
  type DonorDisplay,
} from '@contract/gifts';
import { selectLanguage } from '@/shared/i18n';
import { usePledgeGiftMutation } from '../api/pledgeApi';
import {
  checkPledge,
  compactPhone,
  pledgeProblemOf,
  type PledgeProblem,
} from '../lib/pledgeProblem';
import { PledgeField } from './PledgeField';
import { DonorDetailsFields } from './DonorDetailsFields';
import './PledgeForm.css';

/**
 * "I have paid": a donor tells the trust of a UPI gift, with what a receipt needs if they like.
 * It makes a pending gift that an admin confirms once the money is seen; the donor is told so,
 * in their language, which the gift keeps for their mails.
 */
export function PledgeForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSelector(selectLanguage);
  const [pledge, { isLoading, isSuccess }] = usePledgeGiftMutation();
  const [problem, setProblem] = useState<PledgeProblem | null>(null);
  const [shownAs, setShownAs] = useState<DonorDisplay>('name');
  const purposes = GIFT_PURPOSES.filter((p) => p !== 'zakat' || project.acceptsZakat);

  if (isSuccess) {
    return (
      <p className="pledge-form__thanks" role="status">
        {t('pledgeForm.thanks')}
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's own controls (not FormData, which the test environment takes from Node).
    const { elements } = event.currentTarget;
    const control = (name: string) => elements.namedItem(name) as HTMLInputElement | null;
    const text = (name: string) => control(name)?.value.trim() ?? '';
    const receipt = {
      donorEmail: text('donorEmail'),
      donorPhone: compactPhone(text('donorPhone')),
      donorPan: compactIdNumber('pan', text('donorPan')),
      donorAddress: text('donorAddress'),
    };
    const found = checkPledge({
      amount: text('amount'),
      reference: text('paymentReference'),
      email: receipt.donorEmail,
      phone: receipt.donorPhone,
      pan: receipt.donorPan,
    });
    setProblem(found);
    if (found) return;
    pledge({
      projectId: project.projectId,
      pledge: {
        donorName: text('donorName'),
        amount: Number(text('amount')),
        paymentReference: text('paymentReference'),
        purpose: text('purpose') as GiftPurpose,
        shownAs,
        hideAmount: control('hideAmount')?.checked === true,
        // What the donor left empty is not sent.
        ...Object.fromEntries(Object.entries(receipt).filter(([, value]) => value !== '')),
        wantsUpdates: receipt.donorEmail !== '' && control('wantsUpdates')?.checked === true,
        donorLanguage: language,
      },
    })
      .unwrap()
      .catch((error: unknown) => setProblem(pledgeProblemOf(error)));
  };

  const errorOf = (field: NonNullable<PledgeProblem['field']>) =>
    problem?.field === field ? t(`pledgeError.${problem.message}`) : undefined;
  return (
    <form className="pledge-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="pledge-form__title">
        {t('pledgeForm.heading')}
      </h3>
      <p className="pledge-form__intro">{t('pledgeForm.intro')}</p>
      <PledgeField
        name="donorName"
        label={t('pledgeForm.name')}
        hint={t('pledgeForm.nameHint')}
        error={errorOf('donorName')}
        inputProps={{ maxLength: LIMITS.name, autoComplete: 'name' }}
      />
      <PledgeField
        name="amount"
        label={t('pledgeForm.amount')}
        error={errorOf('amount')}
        inputProps={{ inputMode: 'numeric', required: true, autoComplete: 'off' }}
      />
      <PledgeField
        name="paymentReference"
        label={t('pledgeForm.utr')}
        hint={t('pledgeForm.utrHint')}
        error={errorOf('paymentReference')}
        inputProps={{ inputMode: 'numeric', required: true, maxLength: 12, autoComplete: 'off' }}
      />
      <label className="pledge-form__field">
        <span className="pledge-form__label">{t('pledgeForm.purpose')}</span>
        <select name="purpose" defaultValue="general" aria-invalid={Boolean(errorOf('purpose'))}>
          {purposes.map((purpose) => (
            <option key={purpose} value={purpose}>
              {t(`pledgePurpose.${purpose}`)}
            </option>
          ))}
        </select>
        {errorOf('purpose') && <span className="pledge-form__error">{errorOf('purpose')}</span>}
      </label>
      <fieldset className="pledge-form__choices">
        <legend className="pledge-form__label">{t('pledgeForm.shownAs')}</legend>
        {DONOR_DISPLAYS.map((display) => (
          <label key={display} className="pledge-form__choice">
            <input
              type="radio"
              name="shownAs"
              value={display}
              checked={shownAs === display}
              onChange={() => setShownAs(display)}
            />
            {t(`pledgeShownAs.${display}`)}
          </label>
        ))}
      </fieldset>
      <label className="pledge-form__choice">
        <input type="checkbox" name="hideAmount" />
        {t('pledgeForm.hideAmount')}
      </label>
      <DonorDetailsFields errorOf={errorOf} />
      {problem && !problem.field && (
        <p className="pledge-form__error" role="alert">
          {t(`pledgeError.${problem.message}`)}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        {isLoading ? t('pledgeForm.sending') : t('pledgeForm.submit')}
      </button>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/common';
import { type Project } from '@contract/content';
import {
  GIFT_PURPOSES,
  DONOR_DISPLAYS,
  type GiftPurpose,
  type DonorDisplay,
} from '@contract/gifts';
import { PrivacyLink } from '@/shared/ui/privacy-link';
import { usePledgeGiftMutation } from '../api/pledgeApi';
import { checkPledge, pledgeProblemOf, type PledgeProblem } from '../lib/pledgeProblem';
import { PledgeField } from './PledgeField';
import './PledgeForm.css';

/**
 * "I have paid": a donor tells the trust of a UPI gift. It makes a pending gift that an admin
 * confirms once the money is seen; the donor is told so, in their language.
 */
export function PledgeForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const id = useId();
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
    const found = checkPledge(text('amount'), text('paymentReference'));
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
      {/* In a new tab, so what the donor typed stays. */}
      <p className="pledge-form__privacy">
        <PrivacyLink inNewTab />
      </p>
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

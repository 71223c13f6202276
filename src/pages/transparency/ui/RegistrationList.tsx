import { useTranslation } from 'react-i18next';
import type { Registration } from '@contract/settings';
import { toLanguage } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';
import { HeadedSection } from '@/shared/ui/headed-section';

/** "Valid from … until …", as far as the trust has told the dates; nothing when neither. */
function useValidity(): (registration: Registration) => string {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  // In Urdu the month is Urdu and the date reads right to left with the sentence (DateText).
  const date = (iso: string) => formatDate(iso, language);
  return ({ validFrom, validUntil }) => {
    if (validFrom && validUntil)
      return t('transparencyPage.validFromUntil', {
        from: date(validFrom),
        until: date(validUntil),
      });
    if (validFrom) return t('transparencyPage.validFrom', { from: date(validFrom) });
    if (validUntil) return t('transparencyPage.validUntil', { until: date(validUntil) });
    return '';
  };
}

export function RegistrationList({ registrations }: { registrations: Registration[] }) {
  const { t } = useTranslation();
  const validity = useValidity();
  return (
    <HeadedSection
      id="transparency-registrations"
      className="transparency__section"
      title={t('transparencyPage.registrationsHeading')}
    >
      <ul className="transparency__cards">
        {registrations.map((registration) => {
          const valid = validity(registration);
          return (
            <li key={registration.kind} className="panel transparency__card">
              <h3 className="transparency__card-title">
                {t(`registrationKind.${registration.kind}`)}
              </h3>
              <p className="transparency__line">
                {t('transparencyPage.number')}:{' '}
                <span dir="ltr" className="transparency__number">
                  {registration.number}
                </span>
              </p>
              {valid && <p className="transparency__line transparency__muted">{valid}</p>}
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}

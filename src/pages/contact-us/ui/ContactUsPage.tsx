import { useTranslation } from 'react-i18next';
import { useLocalized, useSettings } from '@/entities/setting';
import { ContactLink } from '@/shared/ui/contact-link';
import { HeadedSection } from '@/shared/ui/headed-section';
import { PageTitle } from '@/shared/ui/page-title';
import { ContactCard } from './ContactCard';
import './ContactUsPage.css';

const OFFICES = ['hyderabad', 'bangalore'] as const;

/** An office's card: its address in the current language, once the settings give one. */
function OfficeCard({ office }: { office: (typeof OFFICES)[number] }) {
  const { t } = useTranslation();
  const address = useLocalized(useSettings().site?.offices[office]);
  return (
    <ContactCard kind="office" heading={t(`contactPage.${office}`)}>
      {address && <address className="contact-card__text">{address}</address>}
    </ContactCard>
  );
}

/** docs/product.md §2's contact page: email, the 24*7 phone and the two offices, from `site`. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const site = useSettings().site;
  const organisation = useLocalized(site?.name) ?? '';

  return (
    <main className="contact-page">
      <PageTitle title={t('contactPage.title')} siteName={organisation} />
      <div className="container">
        <h1 className="contact-page__title">{t('contactPage.heading')}</h1>

        <HeadedSection
          id="contact-team"
          className="contact-page__group"
          title={t('contactPage.teamHeading')}
        >
          <div className="contact-page__cards">
            <ContactCard kind="email" heading={t('contactPage.email')}>
              {site?.email && (
                <ContactLink className="contact-card__link" scheme="mailto" address={site.email} />
              )}
            </ContactCard>
            <ContactCard kind="phone" heading={t('contactPage.phone')}>
              <p className="contact-card__text">{t('contactPage.phoneAvailability')}</p>
              {site?.phone && (
                <ContactLink className="contact-card__link" scheme="tel" address={site.phone} />
              )}
            </ContactCard>
          </div>
        </HeadedSection>

        <HeadedSection
          id="contact-offices"
          className="contact-page__group"
          title={t('contactPage.officesHeading')}
        >
          <div className="contact-page__cards">
            {OFFICES.map((office) => (
              <OfficeCard key={office} office={office} />
            ))}
          </div>
        </HeadedSection>
      </div>
    </main>
  );
}

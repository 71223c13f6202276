import { useTranslation } from 'react-i18next';
import { useLocalized, useSettings } from '@/entities/setting';
import { PageTitle } from '@/shared/ui/page-title';
import { ContactIcon } from './ContactIcon';
import './ContactUsPage.css';

/** SPEC.md §2's contact page: email, the 24*7 phone and the two offices, from `site`. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const site = useSettings().site;
  const organisation = useLocalized(site?.name) ?? '';
  const hyderabad = useLocalized(site?.offices.hyderabad);
  const bangalore = useLocalized(site?.offices.bangalore);

  return (
    <main className="contact-page">
      <PageTitle title={t('contactPage.title')} siteName={organisation} />
      <div className="container">
        <h1 className="contact-page__title">{t('contactPage.heading')}</h1>

        <section className="contact-page__group" aria-labelledby="contact-team">
          <h2 id="contact-team" className="contact-page__group-title">
            {t('contactPage.teamHeading')}
          </h2>
          <div className="contact-page__cards">
            <div className="contact-card">
              <ContactIcon kind="email" />
              <h3 className="contact-card__heading">{t('contactPage.email')}</h3>
              {site?.email && (
                <a className="contact-card__link" href={`mailto:${site.email}`} dir="ltr">
                  {site.email}
                </a>
              )}
            </div>
            <div className="contact-card">
              <ContactIcon kind="phone" />
              <h3 className="contact-card__heading">{t('contactPage.phone')}</h3>
              <p className="contact-card__text">{t('contactPage.phoneAvailability')}</p>
              {site?.phone && (
                <a className="contact-card__link" href={`tel:${site.phone}`} dir="ltr">
                  {site.phone}
                </a>
              )}
            </div>
          </div>
        </section>

        <section className="contact-page__group" aria-labelledby="contact-offices">
          <h2 id="contact-offices" className="contact-page__group-title">
            {t('contactPage.officesHeading')}
          </h2>
          <div className="contact-page__cards">
            <div className="contact-card">
              <ContactIcon kind="office" />
              <h3 className="contact-card__heading">{t('contactPage.hyderabad')}</h3>
              {hyderabad && <address className="contact-card__text">{hyderabad}</address>}
            </div>
            <div className="contact-card">
              <ContactIcon kind="office" />
              <h3 className="contact-card__heading">{t('contactPage.bangalore')}</h3>
              {bangalore && <address className="contact-card__text">{bangalore}</address>}
            </div>
          </div>
        </section>
      </div>
    </main>
  );
}

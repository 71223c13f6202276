import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { privacyContactOf } from '@contract/settings';
import { useLocalized, useSettings } from '@/entities/setting';
import { routePaths } from '@/shared/routes';
import { ContactLink } from '@/shared/ui/contact-link';
import { LegalDocument } from '@/shared/ui/legal-document';
import { PageTitle } from '@/shared/ui/page-title';

/** What is kept of each gift, in the order the page lists it. */
const KEPT = ['keptName', 'keptGift', 'keptReceipt', 'keptUpi', 'keptChoices'] as const;

/**
 * /privacy (issue 29): what the site keeps about donors, why, for how long, who sees it, how to
 * ask for a copy, a correction or erasure, and whom to write to: the trust's privacy contact
 * (the `trust` setting), else the site's email.
 */
export function DonorPrivacyPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const organisation = useLocalized(settings.site?.name) ?? '';
  const contact = privacyContactOf(settings);
  const title = t('donorPrivacy.title');

  return (
    <>
      <PageTitle title={title} siteName={organisation} />
      <LegalDocument
        title={title}
        intro={t('donorPrivacy.intro', { organisation })}
        sections={[
          {
            heading: t('donorPrivacy.keptHeading'),
            text: t('donorPrivacy.keptText'),
            items: KEPT.map((item) => t(`donorPrivacy.${item}`)),
          },
          { heading: t('donorPrivacy.whyHeading'), text: t('donorPrivacy.whyText') },
          { heading: t('donorPrivacy.howLongHeading'), text: t('donorPrivacy.howLongText') },
          { heading: t('donorPrivacy.whoHeading'), text: t('donorPrivacy.whoText') },
          { heading: t('donorPrivacy.rightsHeading'), text: t('donorPrivacy.rightsText') },
          contact
            ? {
                heading: t('donorPrivacy.contactHeading'),
                text: t('donorPrivacy.contactText'),
                more: <ContactLink scheme="mailto" address={contact} />,
              }
            : {
                heading: t('donorPrivacy.contactHeading'),
                text: t('donorPrivacy.contactNone'),
                more: <Link to={routePaths.contactUs}>{t('contactPage.title')}</Link>,
              },
        ]}
      >
        <p>
          {t('donorPrivacy.seeAlso')}{' '}
          <Link to={routePaths.privacyPolicy}>{t('siteFooter.privacyPolicy')}</Link>
        </p>
      </LegalDocument>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocalized, useSettings } from '@/entities/setting';
import { isolateLtr } from '@/shared/lib/bidi';
import { LegalDocument } from '@/shared/ui/legal-document';
import { PageTitle } from '@/shared/ui/page-title';

export function TermsConditionsPage() {
  const { t } = useTranslation();
  const site = useSettings().site;
  const organisation = useLocalized(site?.name) ?? '';
  const email = isolateLtr(site?.email ?? '');
  const title = t('termsConditions.title');

  return (
    <>
      <PageTitle title={title} siteName={organisation} />
      <LegalDocument
        title={title}
        intro={t('termsConditions.intro', { organisation })}
        sections={[
          { heading: t('termsConditions.useHeading'), text: t('termsConditions.useText') },
          {
            heading: t('termsConditions.donationsHeading'),
            text: t('termsConditions.donationsText'),
          },
          {
            heading: t('termsConditions.contentHeading'),
            text: t('termsConditions.contentText', { organisation }),
          },
          { heading: t('termsConditions.linksHeading'), text: t('termsConditions.linksText') },
          {
            heading: t('termsConditions.liabilityHeading'),
            text: t('termsConditions.liabilityText', { organisation }),
          },
          { heading: t('termsConditions.changesHeading'), text: t('termsConditions.changesText') },
          {
            heading: t('termsConditions.contactHeading'),
            text: t('termsConditions.contactText', { email }),
          },
        ]}
      />
    </>
  );
}

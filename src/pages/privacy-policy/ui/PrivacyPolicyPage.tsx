import { useTranslation } from 'react-i18next';
import { useLocalized, useSettings } from '@/entities/setting';
import { isolateLtr } from '@/shared/lib/bidi';
import { LegalDocument } from '@/shared/ui/legal-document';
import { PageTitle } from '@/shared/ui/page-title';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const site = useSettings().site;
  const organisation = useLocalized(site?.name) ?? '';
  const email = isolateLtr(site?.email ?? '');
  const title = t('privacyPolicy.title');

  return (
    <>
      <PageTitle title={title} siteName={organisation} />
      <LegalDocument
        title={title}
        intro={t('privacyPolicy.intro', { organisation })}
        sections={[
          { heading: t('privacyPolicy.collectHeading'), text: t('privacyPolicy.collectText') },
          { heading: t('privacyPolicy.useHeading'), text: t('privacyPolicy.useText') },
          { heading: t('privacyPolicy.cookiesHeading'), text: t('privacyPolicy.cookiesText') },
          { heading: t('privacyPolicy.sharingHeading'), text: t('privacyPolicy.sharingText') },
          { heading: t('privacyPolicy.securityHeading'), text: t('privacyPolicy.securityText') },
          {
            heading: t('privacyPolicy.rightsHeading'),
            text: t('privacyPolicy.rightsText', { email }),
          },
          { heading: t('privacyPolicy.changesHeading'), text: t('privacyPolicy.changesText') },
        ]}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocalized, useSettings } from '@/entities/setting';
import { isolateLtr } from '@/shared/lib/bidi';
import { LegalDocument } from '@/shared/ui/legal-document';
import { PageTitle } from '@/shared/ui/page-title';

/** SPEC.md §2: report damage within 7 days, refunds in 6-8 days, cancel only right after ordering. */
export function RefundPolicyPage() {
  const { t } = useTranslation();
  const site = useSettings().site;
  const organisation = useLocalized(site?.name) ?? '';
  const contact = { email: isolateLtr(site?.email ?? ''), phone: isolateLtr(site?.phone ?? '') };
  const title = t('refundPolicy.title');

  return (
    <>
      <PageTitle title={title} siteName={organisation} />
      <LegalDocument
        title={title}
        intro={t('refundPolicy.intro')}
        sections={[
          {
            heading: t('refundPolicy.cancelHeading'),
            text: t('refundPolicy.cancelText', contact),
          },
          { heading: t('refundPolicy.damagedHeading'), text: t('refundPolicy.damagedText') },
          { heading: t('refundPolicy.refundHeading'), text: t('refundPolicy.refundText') },
          {
            heading: t('refundPolicy.contactHeading'),
            text: t('refundPolicy.contactText', contact),
          },
        ]}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { blankTrust } from '@contract/settings';
import { useLocalized, useSettings } from '@/entities/setting';
import { useGetDocumentsQuery } from '@/entities/trust-document';
import { PageTitle } from '@/shared/ui/page-title';
import { DocumentList } from './DocumentList';
import { RegistrationList } from './RegistrationList';
import './TransparencyPage.css';

/**
 * /transparency (issue 13): the trust's PAN, address, registrations and its reports as PDFs. A
 * part with nothing in it is left out, heading and all.
 */
export function TransparencyPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const organisation = useLocalized(settings.site?.name) ?? '';
  // A site stored before the entry existed has no `trust`.
  const trust = settings.trust ?? blankTrust();
  const address = useLocalized(trust.address);
  const documents = useGetDocumentsQuery().data ?? [];
  const registrations = trust.registrations;
  const identity = Boolean(trust.pan || address);
  const empty = !identity && registrations.length === 0 && documents.length === 0;

  return (
    <main className="transparency container section">
      <PageTitle title={t('transparencyPage.title')} siteName={organisation} />
      <h1 className="transparency__title">{t('transparencyPage.heading')}</h1>
      {organisation && <p className="transparency__name">{organisation}</p>}
      {identity && (
        <dl className="transparency__identity">
          {trust.pan && (
            <div>
              <dt>{t('transparencyPage.pan')}</dt>
              <dd>
                <span dir="ltr" className="transparency__number">
                  {trust.pan}
                </span>
              </dd>
            </div>
          )}
          {address && (
            <div>
              <dt>{t('transparencyPage.address')}</dt>
              <dd>
                <address>{address}</address>
              </dd>
            </div>
          )}
        </dl>
      )}
      {registrations.length > 0 && <RegistrationList registrations={registrations} />}
      {documents.length > 0 && <DocumentList documents={documents} />}
      {empty && <p className="transparency__muted">{t('transparencyPage.nothingYet')}</p>}
    </main>
  );
}

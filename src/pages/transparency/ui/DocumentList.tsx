import { useTranslation } from 'react-i18next';
import type { TrustDocument } from '@contract/documents';
import { formatFileSize } from '@/entities/trust-document';
import { toLanguage } from '@/shared/i18n';
import { isolateLtr } from '@/shared/lib/bidi';
import { useContentText } from '@/shared/ui/content-text';
import { HeadedSection } from '@/shared/ui/headed-section';
import { byYear } from '../lib/byYear';
import { LtrNumbers } from './LtrNumbers';

/** The trust's PDFs by financial year; each link downloads (the server sends an attachment). */
export function DocumentList({ documents }: { documents: TrustDocument[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const shown = useContentText();
  return (
    <HeadedSection
      id="transparency-documents"
      className="transparency__section"
      title={t('transparencyPage.documentsHeading')}
    >
      {byYear(documents).map(([year, list]) => (
        <div key={year} className="transparency__year">
          <h3 className="transparency__year-title">
            {t('transparencyPage.yearHeading', { year: isolateLtr(year) })}
          </h3>
          <ul className="transparency__cards">
            {list.map((document) => (
              <li key={document.id} className="panel transparency__card">
                <a className="transparency__download" href={document.url} download>
                  <Title {...shown(document, 'title')} />
                </a>
                <p className="transparency__line transparency__muted">
                  {t(`documentKind.${document.kind}`)} ·{' '}
                  {t('transparencyPage.download', {
                    size: formatFileSize(document.size, language),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </HeadedSection>
  );
}

/** The title in the page's language; an English one standing in for the Urdu is marked so. */
function Title({ text, lang }: { text: string; lang?: string }) {
  if (lang)
    return (
      <span lang={lang} dir="ltr">
        {text}
      </span>
    );
  return <LtrNumbers text={text} />;
}

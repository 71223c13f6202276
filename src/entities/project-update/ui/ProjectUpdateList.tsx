import { useTranslation } from 'react-i18next';
import type { ProjectUpdate } from '@contract/content';
import { toLanguage } from '@/shared/i18n';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { ContentText } from '@/shared/ui/content-text';
import { DateText } from '@/shared/ui/date-text';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import './ProjectUpdateList.css';

/** Two photos side by side on a phone, four across the story's column on a wide screen. */
const PHOTO_SIZES = '(min-width: 960px) 180px, calc(50vw - 28px)';

type ProjectUpdateListProps = {
  /** Newest first, as the server answers. */
  updates: ProjectUpdate[];
  /** The heading's id, so the surrounding section can name itself after it. */
  headingId: string;
};

/**
 * A project's updates, newest first: the date, the text in the page's language (its lines
 * kept), what it reports was spent, and its photos.
 */
export function ProjectUpdateList({ updates, headingId }: ProjectUpdateListProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <>
      <h2 id={headingId} className="project-updates__heading">
        {t('projectUpdates.heading')}
      </h2>
      <ol className="project-updates" aria-labelledby={headingId}>
        {updates.map((update) => (
          <li key={update.id} className="project-updates__item">
            <DateText date={update.date} className="project-updates__date" />
            <p className="project-updates__text" dir="auto">
              <ContentText item={update} field="text" />
            </p>
            {update.spent !== null && (
              <p className="project-updates__spent">
                {t('projectUpdates.spent')} <bdi>{formatMoney(update.spent)}</bdi>
              </p>
            )}
            {update.images.length > 0 && (
              <ul className="project-updates__photos">
                {update.images.map((src, index) => (
                  <li key={src}>
                    <ResponsiveImage
                      src={src}
                      alt={t('projectUpdates.photo', {
                        number: index + 1,
                        date: formatDate(update.date, language),
                      })}
                      sizes={PHOTO_SIZES}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

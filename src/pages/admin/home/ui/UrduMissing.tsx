import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UrduMissingCounts } from '@contract/content';
import { useGetUrduMissingQuery } from '@/entities/urdu-status';
import { routePaths } from '@/shared/routes';
import { URDU_MISSING_PARAM } from '@/shared/ui/admin-list-view';
import { AdminSection } from '@/shared/ui/admin-section';

/** Each section, in the menu's order, with its list. */
const SECTIONS: [keyof UrduMissingCounts, string][] = [
  ['gallery', routePaths.adminGallery.list],
  ['partners', routePaths.adminPartners.list],
  ['highlights', routePaths.adminHighlights.list],
  ['newsLogos', routePaths.adminNewsLogos.list],
  ['news', routePaths.adminNews],
  ['testimonials', routePaths.adminTestimonials],
  ['projects', routePaths.adminProjects],
];

const missingOnly = (list: string) =>
  `${list}?${URDU_MISSING_PARAM.name}=${URDU_MISSING_PARAM.value}`;

/**
 * What still needs its Urdu: per section, how many items lack it, each a link to that list
 * showing only those. Said in one line when nothing does.
 */
export function UrduMissing() {
  const { t } = useTranslation();
  // Each visit of the home screen counts afresh (another admin may have added items).
  const { data, isError } = useGetUrduMissingQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isError || !data) return null;
  const lacking = SECTIONS.filter(([section]) => data[section] > 0);

  return (
    <AdminSection className="admin-home__urdu" level={2} title={t('adminHome.urduHeading')}>
      {lacking.length === 0 ? (
        <p>{t('adminHome.urduComplete')}</p>
      ) : (
        <ul className="admin-home__urdu-list">
          {lacking.map(([section, list]) => (
            <li key={section}>
              <Link to={missingOnly(list)}>
                {t('adminHome.urduLacking', {
                  section: t(`adminLayout.${section}`),
                  count: data[section],
                })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

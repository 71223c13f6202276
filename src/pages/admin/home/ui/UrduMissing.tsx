import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import type { UrduMissingCounts } from '@contract';
import { useGetUrduMissingQuery } from '@/entities/urdu-status';
import { routePaths } from '@/shared/routes';
import { URDU_MISSING_PARAM } from '@/shared/ui/admin-list-view';

/** Each section, in the menu's order, with its list. */
const SECTIONS: [keyof UrduMissingCounts, string][] = [
  ['gallery', routePaths.adminGallery],
  ['partners', routePaths.adminPartners],
  ['highlights', routePaths.adminHighlights],
  ['newsLogos', routePaths.adminNewsLogos],
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
  const headingId = useId();
  // Each visit of the home screen counts afresh (another admin may have added items).
  const { data, isError } = useGetUrduMissingQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isError || !data) return null;
  const lacking = SECTIONS.filter(([section]) => data[section] > 0);

  return (
    <section className="admin-home__urdu" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {t('adminHome.urduHeading')}
      </Typography.Title>
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
    </section>
  );
}

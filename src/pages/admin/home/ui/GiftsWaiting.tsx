import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetWaitingGiftsQuery } from '@/entities/gift';
import { formatMoney, localDay } from '@/shared/lib/format';
import { routePaths } from '@/shared/routes';
import { ContentText } from '@/shared/ui/content-text';
import { DateText } from '@/shared/ui/date-text';
import { AdminSection } from '@/shared/ui/admin-section';

/**
 * The gifts donors told of (UPI) that wait for an admin, per project, the longest waiting first:
 * each a link to that project's gifts, where they are confirmed or rejected. Said in one line
 * when none waits, so an admin knows there is nothing to do.
 */
export function GiftsWaiting() {
  const { t } = useTranslation();
  // Each visit of the home screen asks afresh: a donor may have told of a gift meanwhile.
  const { data, isError } = useGetWaitingGiftsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isError || !data) return null;

  return (
    <AdminSection className="admin-home__waiting" level={2} title={t('adminHome.waitingHeading')}>
      {data.length === 0 ? (
        <p>{t('adminHome.waitingNone')}</p>
      ) : (
        <ul className="admin-home__waiting-list">
          {data.map((project) => (
            <li key={project.projectId}>
              <Link to={routePaths.adminProjectGifts(project.projectId)}>
                <ContentText item={project} field="title" />
                {t('adminHome.waitingGifts', {
                  count: project.gifts,
                  amount: formatMoney(project.amount),
                })}
              </Link>{' '}
              <span className="admin-home__since">
                {t('adminHome.waitingSince')} <DateText date={localDay(project.since)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { routePaths } from '@/shared/routes';
import { GiftsWaiting } from './GiftsWaiting';
import { GiftTotals } from './GiftTotals';
import { LatestChanges } from './LatestChanges';
import { UrduMissing } from './UrduMissing';
import './AdminHomePage.css';

/** The admin welcome screen (SPEC.md §2, /admin). */
export function AdminHomePage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section className="admin-home" aria-labelledby={headingId}>
      <Typography.Title level={1} id={headingId}>
        {t('adminHome.welcome')}
      </Typography.Title>
      <Link className="admin-home__link" to={routePaths.adminSettings}>
        {t('adminHome.configureSections')}
      </Link>
      <GiftsWaiting />
      <UrduMissing />
      <GiftTotals />
      <LatestChanges />
    </section>
  );
}

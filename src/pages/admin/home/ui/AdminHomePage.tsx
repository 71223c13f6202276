import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePaths } from '@/shared/routes';
import { AdminSection } from '@/shared/ui/admin-section';
import { GiftsWaiting } from './GiftsWaiting';
import { GiftTotals } from './GiftTotals';
import { LatestChanges } from './LatestChanges';
import { UrduMissing } from './UrduMissing';
import './AdminHomePage.css';

/** The admin welcome screen (docs/product.md §2, /admin). */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <AdminSection className="admin-home" level={1} title={t('adminHome.welcome')}>
      <Link className="admin-home__link" to={routePaths.adminSettings}>
        {t('adminHome.configureSections')}
      </Link>
      <GiftsWaiting />
      <UrduMissing />
      <GiftTotals />
      <LatestChanges />
    </AdminSection>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GIFT_ROLES, OWNER_ROLES } from '@contract/admin';
import { useMayUse } from '@/entities/session';
import { routePaths } from '@/shared/routes';
import { AdminSection } from '@/shared/ui/admin-section';
import { GiftsWaiting } from './GiftsWaiting';
import { GiftTotals } from './GiftTotals';
import { LatestChanges } from './LatestChanges';
import { OwnerNotices } from './OwnerNotices';
import { UrduMissing } from './UrduMissing';
import './AdminHomePage.css';

/**
 * The admin welcome screen (docs/product.md §2, /admin), with the sections the person's role
 * allows (docs/product.md §6): the Owners' notices; the gifts waiting, the totals by purpose with
 * Form 10BD and the latest changes for those who keep the accounts; what lacks Urdu for everyone.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const owner = useMayUse(OWNER_ROLES);
  const gifts = useMayUse(GIFT_ROLES);
  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <AdminSection className="admin-home" level={1} title={t('adminHome.welcome')}>
      <Link className="admin-home__link" to={routePaths.adminSettings}>
        {t('adminHome.configureSections')}
      </Link>
      {owner && <OwnerNotices />}
      {gifts && <GiftsWaiting />}
      <UrduMissing />
      {gifts && <GiftTotals />}
      {gifts && <LatestChanges />}
    </AdminSection>
  );
}

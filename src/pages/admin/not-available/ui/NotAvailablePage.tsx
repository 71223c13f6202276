import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Result } from 'antd';
import { routePaths } from '@/shared/routes';
import './NotAvailablePage.css';

/**
 * An admin screen reached by its address that the person's role may not use (docs/product.md
 * §6): said so, with why and the way back, never the screen's data (the route table shows this
 * in its place).
 */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section aria-labelledby="not-available-heading">
      <Result
        status="403"
        title={
          <h1 id="not-available-heading" className="admin-not-available__heading">
            {t('adminRoles.notAvailable')}
          </h1>
        }
        subTitle={t('adminRoles.notAvailableWhy')}
        extra={
          <Link className="admin-button-link" to={routePaths.admin}>
            {t('adminRoles.backHome')}
          </Link>
        }
      />
    </section>
  );
}

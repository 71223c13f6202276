import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { routePaths } from '@/shared/routes';
import './NotAvailablePage.css';

/**
 * An admin screen reached by its address that the person's role may not use (docs/product.md
 * §6): said so, with why and the way back, never the screen's data (the route table shows this
 * in its place). Plain text: antd's Result would bring its pictures into the admin's one antd
 * chunk, which the sign-in page loads.
 */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section className="admin-not-available" aria-labelledby="not-available-heading">
      <Typography.Title level={1} id="not-available-heading">
        {t('adminRoles.notAvailable')}
      </Typography.Title>
      <Typography.Paragraph>{t('adminRoles.notAvailableWhy')}</Typography.Paragraph>
      <Link className="admin-button-link" to={routePaths.admin}>
        {t('adminRoles.backHome')}
      </Link>
    </section>
  );
}

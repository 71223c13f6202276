import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { routePaths } from '@/shared/routes';
import './AdminHomePage.css';

/** The admin welcome screen (SPEC.md §2, /admin). */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <main className="admin-home">
      <Typography.Title level={1}>{t('adminHome.welcome')}</Typography.Title>
      <Link className="admin-home__link" to={routePaths.adminSettings}>
        {t('adminHome.configureSections')}
      </Link>
    </main>
  );
}

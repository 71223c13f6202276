import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePaths } from '@/shared/routes';
import './NotFoundPage.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="not-found">
      <h1 className="not-found__code">{t('notFound.code')}</h1>
      <p className="not-found__message">{t('notFound.message')}</p>
      <Link className="not-found__link" to={routePaths.home}>
        {t('notFound.backHome')}
      </Link>
    </main>
  );
}

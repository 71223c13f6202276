import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePaths } from '@/shared/routes';
import { PageTitle } from '@/shared/ui/page-title';
import './NotFoundView.css';

/**
 * The not-found screen (docs/product.md §2), for any page that finds nothing to show: pages may not
 * import the not-found page itself, so its view lives here.
 */
export function NotFoundView({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  return (
    <main className="not-found-view">
      <PageTitle title={t('notFoundPage.title')} siteName={siteName} />
      <h1 className="not-found-view__code">{t('notFound.code')}</h1>
      <p className="not-found-view__message">{t('notFound.message')}</p>
      <Link className="not-found-view__link" to={routePaths.home}>
        {t('notFound.backHome')}
      </Link>
    </main>
  );
}

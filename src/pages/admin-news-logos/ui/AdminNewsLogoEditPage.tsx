import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { NewsLogoForm } from '@/features/admin-news-logo-form';
import { useGetNewsLogosQuery } from '@/entities/news-logo';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormFrame, AdminMissingItem } from '@/shared/ui/admin-form-frame';

/** /admin/news/logos/:id/edit: the logo comes from the list (the API has no single read). */
export function AdminNewsLogoEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { logo, isLoading, error } = useGetNewsLogosQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      logo: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  return (
    <AdminFormFrame title={t('adminNewsLogos.editHeading')}>
      {isLoading && <Skeleton active />}
      {logo && <NewsLogoForm key={logo.id} logo={logo} />}
      {!isLoading && !logo && !error && <AdminMissingItem backTo={routePaths.adminNewsLogos} />}
    </AdminFormFrame>
  );
}

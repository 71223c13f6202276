import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { NewsForm } from '@/features/admin-news-form';
import { useGetAdminNewsQuery } from '@/entities/news-item';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormFrame, AdminMissingItem } from '@/shared/ui/admin-form-frame';

/** /admin/news/:id/edit: the item comes from the admin list (the API has no single read). */
export function AdminNewsEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { item, isLoading, error } = useGetAdminNewsQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      item: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  return (
    <AdminFormFrame title={t('adminNews.editHeading')}>
      {isLoading && <Skeleton active />}
      {item && <NewsForm key={item.id} stored={item} />}
      {!isLoading && !item && !error && <AdminMissingItem backTo={routePaths.adminNews} />}
    </AdminFormFrame>
  );
}

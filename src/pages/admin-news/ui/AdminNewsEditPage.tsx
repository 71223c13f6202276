import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { NewsForm } from '@/features/admin-news-form';
import { useGetNewsItemQuery } from '@/entities/news-item';
import { useIdParam } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';

/** /admin/news/:id/edit: the item is read on its own, so any item opens (page 2, a bookmark). */
export function AdminNewsEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { currentData, isFetching, error } = useGetNewsItemQuery(id ?? skipToken);

  return (
    <AdminEditFrame
      title={t('adminNews.editHeading')}
      backTo={routePaths.adminNews}
      item={currentData}
      loading={isFetching}
      error={error}
    >
      {(item) => <NewsForm key={item.id} stored={item} />}
    </AdminEditFrame>
  );
}

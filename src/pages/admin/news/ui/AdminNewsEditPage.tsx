import { useTranslation } from 'react-i18next';
import { NewsForm } from '@/features/admin/news-form';
import { useGetNewsItemQuery } from '@/entities/news-item';
import { useItemById } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';

/** /admin/news/:id/edit: the item is read on its own, so any item opens (page 2, a bookmark). */
export function AdminNewsEditPage() {
  const { t } = useTranslation();
  const load = useItemById(useGetNewsItemQuery);

  return (
    <AdminEditFrame title={t('adminNews.editHeading')} backTo={routePaths.adminNews} load={load}>
      {(item) => <NewsForm key={item.id} stored={item} />}
    </AdminEditFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NewsForm } from '@/features/admin/news-form';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/news/add */
export function AdminNewsAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminNews.addHeading')}>
      <NewsForm />
    </AdminFormFrame>
  );
}

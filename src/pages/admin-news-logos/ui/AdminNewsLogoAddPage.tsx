import { useTranslation } from 'react-i18next';
import { NewsLogoForm } from '@/features/admin-news-logo-form';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/news/logos/add */
export function AdminNewsLogoAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminNewsLogos.addHeading')}>
      <NewsLogoForm />
    </AdminFormFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { HighlightForm } from '@/features/admin-highlight-form';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/highlights/add */
export function AdminHighlightAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminHighlights.addHeading')}>
      <HighlightForm />
    </AdminFormFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { PartnerForm } from '@/features/admin-partner-form';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/partners/add */
export function AdminPartnerAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminPartners.addHeading')}>
      <PartnerForm />
    </AdminFormFrame>
  );
}

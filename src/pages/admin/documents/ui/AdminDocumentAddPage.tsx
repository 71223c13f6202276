import { useTranslation } from 'react-i18next';
import { DocumentForm } from '@/features/admin/document-form';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/documents/add */
export function AdminDocumentAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminDocuments.addHeading')}>
      <DocumentForm />
    </AdminFormFrame>
  );
}

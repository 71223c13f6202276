import { useTranslation } from 'react-i18next';
import { DocumentForm } from '@/features/admin/document-form';
import { useGetAdminDocumentsQuery } from '@/entities/trust-document';
import { useIdParam } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';

/**
 * /admin/documents/:id/edit (issue 31): a document's texts and publishing, so a draft can be
 * published and a schedule changed. The item comes from the whole list (never paged).
 */
export function AdminDocumentEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { data, isLoading, error } = useGetAdminDocumentsQuery();

  return (
    <AdminEditFrame
      title={t('adminDocumentEdit.heading')}
      backTo={routePaths.adminDocuments}
      load={{ item: data?.find((entry) => entry.id === id), loading: isLoading, error }}
    >
      {(stored) => <DocumentForm key={stored.id} stored={stored} />}
    </AdminEditFrame>
  );
}

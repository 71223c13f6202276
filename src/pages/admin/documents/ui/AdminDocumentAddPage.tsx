import { DocumentForm } from '@/features/admin/document-form';
import { adminAddPage } from '@/shared/ui/admin-form-frame';

/** /admin/documents/add */
export const AdminDocumentAddPage = adminAddPage('adminDocuments.addHeading', DocumentForm);

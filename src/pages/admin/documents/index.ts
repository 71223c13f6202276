export { AdminDocumentAddPage } from './ui/AdminDocumentAddPage';
export { AdminDocumentsPage } from './ui/AdminDocumentsPage';

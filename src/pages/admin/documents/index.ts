export { AdminDocumentAddPage } from './ui/AdminDocumentAddPage';
export { AdminDocumentEditPage } from './ui/AdminDocumentEditPage';
export { AdminDocumentsPage } from './ui/AdminDocumentsPage';

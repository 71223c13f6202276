export { documentApi, useGetDocumentsQuery } from './api/documentApi';
export { useAddDocumentMutation, useDeleteDocumentMutation } from './api/documentAdminApi';
export { formatFileSize } from './lib/fileSize';

export { documentApi, useGetDocumentsQuery } from './api/documentApi';
export {
  useAddDocumentMutation,
  useDeleteDocumentMutation,
  useEditDocumentMutation,
  useGetAdminDocumentsQuery,
} from './api/documentAdminApi';
export { formatFileSize } from './lib/fileSize';

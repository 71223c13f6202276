export {
  documentApi,
  useAddDocumentMutation,
  useDeleteDocumentMutation,
  useGetDocumentsQuery,
} from './api/documentApi';
export { formatFileSize } from './lib/fileSize';

export {
  newsLogoApi,
  useAddNewsLogoMutation,
  useDeleteNewsLogoMutation,
  useEditNewsLogoMutation,
  useGetNewsLogosQuery,
} from './api/newsLogoApi';

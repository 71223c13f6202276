export {
  NEWS_PAGE_SIZE,
  newsApi,
  useAddNewsMutation,
  useDeleteNewsMutation,
  useEditNewsMutation,
  useGetAdminNewsQuery,
  useGetNewsItemQuery,
  useGetNewsPagesInfiniteQuery,
  usePinNewsMutation,
} from './api/newsApi';
export { NewsCard } from './ui/NewsCard';

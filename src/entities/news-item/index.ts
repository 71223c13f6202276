export { NEWS_PAGE_SIZE, newsApi, useGetNewsPagesInfiniteQuery } from './api/newsApi';
export {
  useAddNewsMutation,
  useDeleteNewsMutation,
  useEditNewsMutation,
  useGetAdminNewsQuery,
  useGetNewsItemQuery,
  usePinNewsMutation,
} from './api/newsAdminApi';
export { NewsCard } from './ui/NewsCard';

import type { ListEnvelope } from '@contract/common';
import type { NewsItem } from '@contract/content';
import { baseApi, listTags, TAG } from '@/shared/api';

/** docs/product.md §9: the public news list loads three at a time. */
export const NEWS_PAGE_SIZE = 3;

export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/news?page={n}&limit=3, one page per fetch; each page is appended. */
    getNewsPages: build.infiniteQuery<ListEnvelope<NewsItem>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.metadata.hasNext ? last.metadata.page + 1 : undefined),
      },
      query: ({ pageParam }) => ({
        url: 'news',
        params: { page: pageParam, limit: NEWS_PAGE_SIZE },
      }),
      providesTags: (result) =>
        listTags(
          TAG.News,
          result?.pages.flatMap((page) => page.data),
          'id',
        ),
    }),
  }),
});

/** What the public pages read (the admin's calls: newsAdminApi.ts). */
export const { useGetNewsPagesInfiniteQuery } = newsApi;

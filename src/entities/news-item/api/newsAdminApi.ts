import type { ListEnvelope } from '@contract/common';
import { STATUS_ALL, type AdminListQuery, type NewsFields, type NewsItem } from '@contract/content';
import { addWithImage, baseApi, LIST_ID, listTags, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';

/*
 * What the admin reads and changes of the news, apart from the public list: the public pages
 * import newsApi.ts, and this module only reaches the admin's chunks.
 */
export const newsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/news?page&limit&status=all: one page of the admin's list (pinned first, then
     * newest), drafts and scheduled items too.
     */
    getAdminNews: build.query<ListEnvelope<NewsItem>, AdminListQuery>({
      query: ({ page, limit, urdu }) => ({
        url: 'news',
        params: { page, limit, urdu, status: STATUS_ALL },
      }),
      providesTags: (answer) => listTags(TAG.News, answer?.data, 'id'),
    }),
    /** GET /api/v1/news/{id}?status=all: one item, draft or not, for its edit screen. */
    getNewsItem: build.query<NewsItem, number>({
      query: (id) => ({ url: `news/${id}`, params: { status: STATUS_ALL } }),
      providesTags: (_result, _error, id) => [{ type: TAG.News, id }],
    }),
    /** POST /api/v1/news, multipart: heading, logo (its id), link, date, image. */
    addNews: addWithImage<NewsItem, NewsFields>(build, 'news', TAG.News),
    /** PATCH /api/v1/news/{id}, multipart: the fields sent change; image only when new. */
    editNews: build.mutation<NewsItem, { id: number; fields: Partial<NewsFields>; image?: File }>({
      query: ({ id, fields, image }) => ({
        url: `news/${id}`,
        method: 'PATCH',
        body: toFormData(fields, image),
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAG.News, id },
        { type: TAG.News, id: LIST_ID },
      ],
    }),
    /** PUT /api/v1/news/{id} with an empty body pins the item (docs/product.md §7); there is no unpin. */
    pinNews: build.mutation<NewsItem, number>({
      query: (id) => ({ url: `news/${id}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [
        { type: TAG.News, id },
        { type: TAG.News, id: LIST_ID },
      ],
    }),
    /** DELETE /api/v1/news/{id} */
    deleteNews: build.mutation<void, number>({
      query: (id) => ({ url: `news/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: TAG.News, id },
        { type: TAG.News, id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useGetAdminNewsQuery,
  useGetNewsItemQuery,
  useAddNewsMutation,
  useEditNewsMutation,
  usePinNewsMutation,
  useDeleteNewsMutation,
} = newsAdminApi;

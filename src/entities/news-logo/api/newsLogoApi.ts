import type { NewsLogo, NewsLogoFields } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';

const listTag = { type: TAG.NewsLogo, id: LIST_ID } as const;

export const newsLogoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/news/logos: every news source logo, oldest first. */
    getNewsLogos: build.query<NewsLogo[], void>({
      query: () => 'news/logos',
      providesTags: (list) => [
        ...(list ?? []).map(({ id }) => ({ type: TAG.NewsLogo, id })),
        listTag,
      ],
    }),
    /** POST /api/v1/news/logos, multipart: name, image. */
    addNewsLogo: build.mutation<NewsLogo, { fields: NewsLogoFields; image: File }>({
      query: ({ fields, image }) => ({
        url: 'news/logos',
        method: 'POST',
        body: toFormData(fields, image),
      }),
      invalidatesTags: [listTag],
    }),
    /** PATCH /api/v1/news/logos/{id}, multipart: the fields sent change; image only when new. */
    editNewsLogo: build.mutation<
      NewsLogo,
      { id: number; fields: Partial<NewsLogoFields>; image?: File }
    >({
      query: ({ id, fields, image }) => ({
        url: `news/logos/${id}`,
        method: 'PATCH',
        body: toFormData(fields, image),
      }),
      // News items show their source's logo, so they are asked for again too.
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAG.NewsLogo, id },
        listTag,
        { type: TAG.News, id: LIST_ID },
      ],
    }),
    /** DELETE /api/v1/news/logos/{id}; 409 while news items still use the logo. */
    deleteNewsLogo: build.mutation<void, number>({
      query: (id) => ({ url: `news/logos/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAG.NewsLogo, id }, listTag],
    }),
  }),
});

export const {
  useGetNewsLogosQuery,
  useAddNewsLogoMutation,
  useEditNewsLogoMutation,
  useDeleteNewsLogoMutation,
} = newsLogoApi;

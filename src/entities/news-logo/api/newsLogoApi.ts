import type { NewsLogo, NewsLogoFields } from '@contract';
import { baseApi, imageResourceEndpoints, LIST_ID, TAG } from '@/shared/api';

export const newsLogoApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // /api/v1/news/logos, oldest first; multipart fields: name, image. A delete answers 409
    // while news items still use the logo. News items show their source's logo, so an edit
    // asks for them again too.
    const logos = imageResourceEndpoints<NewsLogo, NewsLogoFields>(
      build,
      'news/logos',
      TAG.NewsLogo,
      [{ type: TAG.News, id: LIST_ID }],
    );
    return {
      getNewsLogos: logos.list,
      addNewsLogo: logos.add,
      editNewsLogo: logos.edit,
      deleteNewsLogo: logos.remove,
    };
  },
});

export const {
  useGetNewsLogosQuery,
  useAddNewsLogoMutation,
  useEditNewsLogoMutation,
  useDeleteNewsLogoMutation,
} = newsLogoApi;

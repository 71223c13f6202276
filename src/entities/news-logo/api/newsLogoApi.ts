import type { NewsLogo, NewsLogoFields } from '@contract/content';
import { injectImageResource, LIST_ID, TAG } from '@/shared/api';

// /api/v1/news/logos, oldest first; multipart fields: name, image. A delete answers 409 while
// news items still use the logo. News items show their source's logo, so an edit asks for them
// again too.
const { api, calls } = injectImageResource<NewsLogo, NewsLogoFields>('news/logos', TAG.NewsLogo, [
  { type: TAG.News, id: LIST_ID },
]).named('NewsLogo', 'NewsLogos');

export { calls as newsLogoCalls };
export const { useGetNewsLogosQuery } = api;

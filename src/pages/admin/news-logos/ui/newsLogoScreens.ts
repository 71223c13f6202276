import { LIMITS } from '@contract/common';
import { type NewsLogo, type NewsLogoFields } from '@contract/content';
import { newsLogoCalls } from '@/entities/news-logo';
import { errorStatus, serverMessage } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/** The news source logos (/admin/news/logos): name and image; names are unique (docs/product.md §5). */
export const newsLogoScreens = imageResourceScreens<NewsLogo, NewsLogoFields>({
  texts: 'adminNewsLogos',
  ownFailureTexts: ['loadFailed'],
  routes: routePaths.adminNewsLogos,
  versions: 'news-logos',
  calls: newsLogoCalls,
  fields: [{ name: 'name', maxLength: LIMITS.name }],
  image: { name: 'image', kind: 'newsLogo' },
  // A logo still used by news items answers 409 with the reason, which the admin needs to read.
  deleteRefusal: (error) => (errorStatus(error) === 409 ? serverMessage(error) : undefined),
});

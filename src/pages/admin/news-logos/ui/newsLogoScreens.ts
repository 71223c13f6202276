import { LIMITS, type NewsLogo, type NewsLogoFields } from '@contract';
import {
  useAddNewsLogoMutation,
  useDeleteNewsLogoMutation,
  useEditNewsLogoMutation,
  useGetNewsLogosQuery,
} from '@/entities/news-logo';
import { errorStatus, serverMessage } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/** The news source logos (/admin/news/logos): name and image; names are unique (SPEC.md §5). */
export const newsLogoScreens = imageResourceScreens<NewsLogo, NewsLogoFields>({
  texts: {
    heading: 'adminNewsLogos.heading',
    addHeading: 'adminNewsLogos.addHeading',
    empty: 'adminNewsLogos.empty',
    loadFailed: 'adminNewsLogos.loadFailed',
  },
  listPath: routePaths.adminNewsLogos,
  addPath: routePaths.adminNewsLogoAdd,
  nameOf: (logo) => logo.name,
  imageOf: (logo) => logo.image,
  useList: useGetNewsLogosQuery,
  useDelete: useDeleteNewsLogoMutation,
  // A logo still used by news items answers 409 with the reason, which the admin needs to read.
  deleteRefusal: (error) => (errorStatus(error) === 409 ? serverMessage(error) : undefined),
  form: {
    fields: [{ name: 'name', label: 'adminNewsLogos.name', maxLength: LIMITS.name }],
    imageLabel: 'adminNewsLogos.image',
    kind: 'newsLogo',
    editHeading: 'adminNewsLogos.editHeading',
    editPath: routePaths.adminNewsLogoEdit,
    useAdd: useAddNewsLogoMutation,
    useEdit: useEditNewsLogoMutation,
  },
});

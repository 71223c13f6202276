import type { RouteObject } from 'react-router-dom';
import { routePaths, type AdminRouteFamily } from '@/shared/routes';
import type { ImageResourceScreens } from '@/widgets/admin/image-resource';
import { CONTENT_EDIT, CONTENT_LIST } from './screenAccess';
import { screen, withPublishingTexts } from './screenRoute';

// Each resource is a chunk of its own, declared with the admin kit (widgets/admin/image-resource).
const gallery = withPublishingTexts(() =>
  import(/* webpackChunkName: "admin-gallery" */ '@/pages/admin/gallery').then(
    (module) => module.galleryScreens,
  ),
);
const partners = withPublishingTexts(() =>
  import(/* webpackChunkName: "admin-partners" */ '@/pages/admin/partners').then(
    (module) => module.partnerScreens,
  ),
);
const highlights = withPublishingTexts(() =>
  import(/* webpackChunkName: "admin-highlights" */ '@/pages/admin/highlights').then(
    (module) => module.highlightScreens,
  ),
);
const newsLogos = withPublishingTexts(() =>
  import(/* webpackChunkName: "admin-news-logos" */ '@/pages/admin/news-logos').then(
    (module) => module.newsLogoScreens,
  ),
);

const documents = withPublishingTexts(
  () => import(/* webpackChunkName: "admin-documents" */ '@/pages/admin/documents'),
);

/** The list, add and edit screens of a resource declared with the kit, at its family's paths. */
function kitScreens(family: AdminRouteFamily, load: () => Promise<ImageResourceScreens>) {
  const { patterns } = family;
  return [
    screen(patterns.list, load, (screens) => screens.List, CONTENT_LIST),
    screen(patterns.add, load, (screens) => screens.Add, CONTENT_EDIT),
    screen(patterns.edit, load, (screens) => screens.Edit, CONTENT_EDIT),
  ];
}

/**
 * Gallery, partners, highlights and news logos, inside the signed-in admin layout, each with who
 * may open it (docs/product.md §6). The gallery list answers at both /admin/images and
 * /admin/images/list (docs/product.md §2).
 */
export const adminContentRoutes: RouteObject[] = [
  screen('documents/list', documents, (module) => module.AdminDocumentsPage, CONTENT_LIST),
  screen('documents/add', documents, (module) => module.AdminDocumentAddPage, CONTENT_EDIT),
  screen('documents/:id/edit', documents, (module) => module.AdminDocumentEditPage, CONTENT_EDIT),
  screen('images', gallery, (screens) => screens.List, CONTENT_LIST),
  ...kitScreens(routePaths.adminGallery, gallery),
  ...kitScreens(routePaths.adminPartners, partners),
  ...kitScreens(routePaths.adminHighlights, highlights),
  ...kitScreens(routePaths.adminNewsLogos, newsLogos),
];

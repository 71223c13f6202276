import type { RouteObject } from 'react-router-dom';
import { routePaths, type AdminRouteFamily } from '@/shared/routes';
import type { ImageResourceScreens } from '@/widgets/admin/image-resource';
import { screen } from './screenRoute';

// Each resource is a chunk of its own, declared with the admin kit (widgets/admin/image-resource).
const gallery = () =>
  import(/* webpackChunkName: "admin-gallery" */ '@/pages/admin/gallery').then(
    (module) => module.galleryScreens,
  );
const partners = () =>
  import(/* webpackChunkName: "admin-partners" */ '@/pages/admin/partners').then(
    (module) => module.partnerScreens,
  );
const highlights = () =>
  import(/* webpackChunkName: "admin-highlights" */ '@/pages/admin/highlights').then(
    (module) => module.highlightScreens,
  );
const newsLogos = () =>
  import(/* webpackChunkName: "admin-news-logos" */ '@/pages/admin/news-logos').then(
    (module) => module.newsLogoScreens,
  );

const documents = () => import(/* webpackChunkName: "admin-documents" */ '@/pages/admin/documents');

/** The list, add and edit screens of a resource declared with the kit, at its family's paths. */
function kitScreens(family: AdminRouteFamily, load: () => Promise<ImageResourceScreens>) {
  const { patterns } = family;
  return [
    screen(patterns.list, load, (screens) => screens.List),
    screen(patterns.add, load, (screens) => screens.Add),
    screen(patterns.edit, load, (screens) => screens.Edit),
  ];
}

/**
 * Gallery, partners, highlights and news logos, inside the signed-in admin layout. The gallery list
 * answers at both /admin/images and /admin/images/list (docs/product.md §2).
 */
export const adminContentRoutes: RouteObject[] = [
  screen('documents/list', documents, (module) => module.AdminDocumentsPage),
  screen('documents/add', documents, (module) => module.AdminDocumentAddPage),
  screen('images', gallery, (screens) => screens.List),
  ...kitScreens(routePaths.adminGallery, gallery),
  ...kitScreens(routePaths.adminPartners, partners),
  ...kitScreens(routePaths.adminHighlights, highlights),
  ...kitScreens(routePaths.adminNewsLogos, newsLogos),
];

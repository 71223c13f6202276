import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../entry/routeParts';

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

/** The route of one screen of a resource's chunk. */
function screen<S>(path: string, load: () => Promise<S>, pick: (screens: S) => ComponentType) {
  return { path, element: lazyElement(load, pick) };
}

/**
 * Gallery, partners, highlights and news logos, inside the signed-in admin layout. SPEC.md §2
 * reads the gallery list both at /admin/images and at /admin/images/list: both show it.
 */
export const adminContentRoutes: RouteObject[] = [
  screen('documents/list', documents, (module) => module.AdminDocumentsPage),
  screen('documents/add', documents, (module) => module.AdminDocumentAddPage),
  screen('images', gallery, (screens) => screens.List),
  screen('images/list', gallery, (screens) => screens.List),
  screen('images/add', gallery, (screens) => screens.Add),
  screen('images/:id/edit', gallery, (screens) => screens.Edit),
  screen('partners/list', partners, (screens) => screens.List),
  screen('partners/add', partners, (screens) => screens.Add),
  screen('partners/:id/edit', partners, (screens) => screens.Edit),
  screen('highlights/list', highlights, (screens) => screens.List),
  screen('highlights/add', highlights, (screens) => screens.Add),
  screen('highlights/:id/edit', highlights, (screens) => screens.Edit),
  screen('news/logos', newsLogos, (screens) => screens.List),
  screen('news/logos/add', newsLogos, (screens) => screens.Add),
  screen('news/logos/:id/edit', newsLogos, (screens) => screens.Edit),
];

import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../entry/routeParts';

const gallery = () => import(/* webpackChunkName: "admin-gallery" */ '@/pages/admin-gallery');
const partners = () => import(/* webpackChunkName: "admin-partners" */ '@/pages/admin-partners');
const highlights = () =>
  import(/* webpackChunkName: "admin-highlights" */ '@/pages/admin-highlights');
const newsLogos = () =>
  import(/* webpackChunkName: "admin-news-logos" */ '@/pages/admin-news-logos');

/**
 * Gallery, partners, highlights and news logos, inside the signed-in admin layout. SPEC.md §2
 * reads the gallery list both at /admin/images and at /admin/images/list: both show it.
 */
export const adminContentRoutes: RouteObject[] = [
  { path: 'images', element: lazyElement(gallery, (module) => module.AdminGalleryPage) },
  { path: 'images/list', element: lazyElement(gallery, (module) => module.AdminGalleryPage) },
  { path: 'images/add', element: lazyElement(gallery, (module) => module.AdminGalleryAddPage) },
  { path: 'partners/list', element: lazyElement(partners, (module) => module.AdminPartnersPage) },
  {
    path: 'partners/add',
    element: lazyElement(partners, (module) => module.AdminPartnerAddPage),
  },
  {
    path: 'partners/:id/edit',
    element: lazyElement(partners, (module) => module.AdminPartnerEditPage),
  },
  {
    path: 'highlights/list',
    element: lazyElement(highlights, (module) => module.AdminHighlightsPage),
  },
  {
    path: 'highlights/add',
    element: lazyElement(highlights, (module) => module.AdminHighlightAddPage),
  },
  {
    path: 'highlights/:id/edit',
    element: lazyElement(highlights, (module) => module.AdminHighlightEditPage),
  },
  { path: 'news/logos', element: lazyElement(newsLogos, (module) => module.AdminNewsLogosPage) },
  {
    path: 'news/logos/add',
    element: lazyElement(newsLogos, (module) => module.AdminNewsLogoAddPage),
  },
  {
    path: 'news/logos/:id/edit',
    element: lazyElement(newsLogos, (module) => module.AdminNewsLogoEditPage),
  },
];

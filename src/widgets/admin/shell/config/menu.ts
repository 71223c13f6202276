import { routePaths } from '@/shared/routes';

export type AdminMenuEntry = {
  /** Names the entry's text (`adminLayout.<key>`). */
  key:
    | 'home'
    | 'gallery'
    | 'partners'
    | 'highlights'
    | 'news'
    | 'newsLogos'
    | 'testimonials'
    | 'projects'
    | 'documents'
    | 'settings'
    | 'account';
  to: string;
};

/** The admin menu (docs/product.md §2), in order; Logout follows it. */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { key: 'home', to: routePaths.admin },
  { key: 'gallery', to: routePaths.adminGallery.list },
  { key: 'partners', to: routePaths.adminPartners.list },
  { key: 'highlights', to: routePaths.adminHighlights.list },
  { key: 'news', to: routePaths.adminNews },
  { key: 'newsLogos', to: routePaths.adminNewsLogos.list },
  { key: 'testimonials', to: routePaths.adminTestimonials },
  { key: 'projects', to: routePaths.adminProjects },
  { key: 'documents', to: routePaths.adminDocuments },
  { key: 'settings', to: routePaths.adminSettings },
  { key: 'account', to: routePaths.adminAccount },
];

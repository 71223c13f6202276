import { CONTENT_ROLES, EVERY_ROLE, OWNER_ROLES, type Role } from '@contract/admin';
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
    | 'bin'
    | 'team'
    | 'account';
  to: string;
  /** Who sees the entry (docs/product.md §6): the roles that may open its screen. */
  roles: readonly Role[];
};

/**
 * The admin menu (docs/product.md §2), in order; Logout follows it. Everyone reads the content
 * and the settings (Accounts without changing them); the bin is for those who edit the content; the gifts are reached from a project; the
 * team is the Owner's (docs/product.md §6).
 */
const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { key: 'home', to: routePaths.admin, roles: EVERY_ROLE },
  { key: 'gallery', to: routePaths.adminGallery.list, roles: EVERY_ROLE },
  { key: 'partners', to: routePaths.adminPartners.list, roles: EVERY_ROLE },
  { key: 'highlights', to: routePaths.adminHighlights.list, roles: EVERY_ROLE },
  { key: 'news', to: routePaths.adminNews, roles: EVERY_ROLE },
  { key: 'newsLogos', to: routePaths.adminNewsLogos.list, roles: EVERY_ROLE },
  { key: 'testimonials', to: routePaths.adminTestimonials, roles: EVERY_ROLE },
  { key: 'projects', to: routePaths.adminProjects, roles: EVERY_ROLE },
  { key: 'documents', to: routePaths.adminDocuments, roles: EVERY_ROLE },
  { key: 'settings', to: routePaths.adminSettings, roles: EVERY_ROLE },
  // Deleted items, kept 30 days (issue 31): those who edit the content may bring them back.
  { key: 'bin', to: routePaths.adminBin, roles: CONTENT_ROLES },
  { key: 'team', to: routePaths.adminTeam, roles: OWNER_ROLES },
  { key: 'account', to: routePaths.adminAccount, roles: EVERY_ROLE },
];

/** The entries a person of `role` sees; while the role is unknown, those everyone sees. */
export function menuFor(role: Role | undefined): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) =>
    role === undefined
      ? EVERY_ROLE.every((any) => entry.roles.includes(any))
      : entry.roles.includes(role),
  );
}

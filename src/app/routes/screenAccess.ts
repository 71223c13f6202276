import { CONTENT_ROLES, EVERY_ROLE, GIFT_ROLES, OWNER_ROLES, type Role } from '@contract/admin';

/**
 * Who may open an admin screen, and who may change what it shows (docs/product.md §6). Each
 * admin route declares one of these beside its path (`screen(path, load, pick, access)`), so the
 * route files are the one table of which roles may open which screen; the server checks again.
 */
export type ScreenAccess = { open: readonly Role[]; change: readonly Role[] };

/** Every role reads it; only those who edit the content change it (Accounts reads it). */
export const CONTENT_LIST: ScreenAccess = { open: EVERY_ROLE, change: CONTENT_ROLES };
/** An add or edit screen of the content: those who edit it only. */
export const CONTENT_EDIT: ScreenAccess = { open: CONTENT_ROLES, change: CONTENT_ROLES };
/** The gifts with donors' private details: those who keep the accounts (never an Editor). */
export const GIFTS: ScreenAccess = { open: GIFT_ROLES, change: GIFT_ROLES };
/**
 * The site's settings: everyone reads them; those who edit the content change them, and of
 * those the Owner alone the trust's payment and legal details (the settings screen's own rule).
 */
export const SITE_SETTINGS: ScreenAccess = { open: EVERY_ROLE, change: CONTENT_ROLES };
/** The team: the Owner alone. */
export const OWNER_ONLY: ScreenAccess = { open: OWNER_ROLES, change: OWNER_ROLES };
/** The admin home: everyone, each seeing the sections their role allows. */
export const EVERYONE: ScreenAccess = { open: EVERY_ROLE, change: EVERY_ROLE };

/** Where the API lives on the site's own origin (the dev server proxies it to the API server). */
export { API_PREFIX } from '@contract/pages';

/** The cookie that carries the chosen language, so the server can render the same language. */
export { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@contract/pages';

/** The product's own toasts stay 3 s (docs/product.md §8). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Shown until a logo has been saved. Copied to the site root by the build. */
export const DEFAULT_LOGO_URL = '/default-logo.svg';
/** Its viewBox, for the width and height attributes that reserve its place. */
export const DEFAULT_LOGO_SIZE = { width: 64, height: 64 } as const;

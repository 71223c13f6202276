/*
 * Page delivery: the server render of the public pages, the boot loader, the page cache, the
 * page's language, SEO tags and the sitemap, and the built files (docs/page-delivery.md).
 * This file is the module's only door.
 */
export { BOOT_SCRIPT_SOURCE } from './pageBoot';
export { headTags, siteOrigin } from './seo';
export { previewImageOf } from './seoImage';
export { securityHeadersPlugin } from './securityHeaders';
export { seoRoutes } from './sitemap';
export { spaPlugin } from './spa';
export { type CodePointRanges, fontFacesIn, parseUnicodeRange, rangesInclude } from './fontFaces';

// The four routes of any resource made of a few text fields and one image (partners, highlights,
// news logos): a resource is then one declaration (see resources/partners.ts).
export { imageItemRoutes, imageResourceRoutes } from './imageResource';
export { imageRows } from './imageRows';

// The Owner's team screen and the notices every Owner must see (docs/product.md §6).
export { noticeRoutes } from './notices';
export { teamRoutes } from './team';

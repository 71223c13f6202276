// The bin (issue 31): deletes of content move the item there (moveToBin), GET /bin lists it,
// POST /bin/{id}/restore brings it back, and the purge job removes it with its files later.
export { binPlugin } from './binPlugin';
export { binRoutes } from './binRoutes';
export { moveToBin, oneRow } from './moveToBin';

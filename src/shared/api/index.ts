export { baseApi } from './baseApi';
export { apiBaseUrl, baseQuery } from './baseQuery';
export { sessionExpired } from './sessionExpired';
export { LIST_ID, TAG, TAG_TYPES } from './tags';
export type { TagType } from './tags';

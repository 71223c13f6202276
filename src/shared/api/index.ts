export { baseApi } from './baseApi';
export { apiBaseUrl, baseQuery } from './baseQuery';
export type { ApiTransport } from './baseQuery';
export { apiHydrated, apiSnapshot } from './hydration';
export { imageResourceEndpoints } from './imageResourceEndpoints';
export type { ApiSnapshot } from './hydration';
export { sessionExpired } from './sessionExpired';
export { LIST_ID, TAG, TAG_TYPES } from './tags';
export type { TagType } from './tags';

import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { apiHydrated, type ApiState } from './hydration';
import { TAG_TYPES } from './tags';

/** The one API slice; each entity adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // A server-rendered page arrives with the answers its first screen needed, so nothing is
  // fetched again. RTK Query reads only the snapshot's queries, mutations and tags.
  extractRehydrationInfo: (action) =>
    apiHydrated.match(action) ? (action.payload as ApiState) : undefined,
  endpoints: () => ({}),
});

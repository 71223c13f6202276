import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@/shared/config';
import { sessionExpired } from './sessionExpired';

/*
 * The session entity keeps the token under `session.token`. Shared code may not import an
 * entity, so it reads that shape here.
 */
function tokenFrom(state: unknown): string | null {
  const session = (state as { session?: { token?: unknown } }).session;
  return typeof session?.token === 'string' && session.token !== '' ? session.token : null;
}

/**
 * `/api/v1` on the page's own origin, resolved when a request is made: fetch outside a browser
 * (tests, and later the server renderer) needs an absolute URL, and reading `window` at import
 * time would break rendering on the server.
 */
export function apiBaseUrl(): string {
  return new URL(API_PREFIX, globalThis.location.origin).href;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const token = tokenFrom(api.getState());
  const query = fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    prepareHeaders: (headers) => {
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await query(args, api, extraOptions);
  // Only a request that carried a token can expire a session; a failed sign-in is not one.
  if (token && result.error?.status === 401) api.dispatch(sessionExpired());
  return result;
};

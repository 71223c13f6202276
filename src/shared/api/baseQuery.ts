import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@/shared/config';
import { sessionExpired } from './sessionExpired';

/**
 * How the store reaches the API when it is not a page in a browser: the server renderer passes
 * a fetch that answers in-process (no socket) and an origin to resolve URLs against. The store
 * carries it as its thunk `extraArgument`; in the browser it is absent.
 */
export type ApiTransport = {
  origin: string;
  fetchFn: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
};

function transportFrom(extra: unknown): ApiTransport | undefined {
  const candidate = extra as Partial<ApiTransport> | undefined;
  return typeof candidate?.origin === 'string' && typeof candidate.fetchFn === 'function'
    ? (candidate as ApiTransport)
    : undefined;
}

/*
 * The session entity keeps the token under `session.token`. Shared code may not import an
 * entity, so it reads that shape here.
 */
function tokenFrom(state: unknown): string | null {
  const session = (state as { session?: { token?: unknown } }).session;
  return typeof session?.token === 'string' && session.token !== '' ? session.token : null;
}

/**
 * `/api/v1` on the page's own origin (or the given one), resolved when a request is made:
 * fetch outside a browser needs an absolute URL, and reading `window` at import time would
 * break rendering on the server.
 */
function apiBaseUrl(origin: string = globalThis.location.origin): string {
  return new URL(API_PREFIX, origin).href;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const token = tokenFrom(api.getState());
  const transport = transportFrom(api.extra);
  const query = fetchBaseQuery({
    baseUrl: apiBaseUrl(transport?.origin),
    // Without a transport, fetchBaseQuery looks up the global fetch per call (msw relies on it).
    ...(transport && { fetchFn: transport.fetchFn }),
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

import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@/shared/config';
import { notifyError } from '@/shared/ui/toast';
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

/*
 * The chosen language (shared/i18n's slice, `language.language`), sent as Accept-Language so the
 * server's errors (a refusal for a role, docs/product.md §6) come back in it.
 */
function languageFrom(state: unknown): string | null {
  const language = (state as { language?: { language?: unknown } }).language?.language;
  return typeof language === 'string' && language !== '' ? language : null;
}

/** The server's own words of a refusal (`{statusCode, message}`), already in the person's language. */
function refusalMessage(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * `/api/v1` on the page's own origin (or the given one), resolved when a request is made:
 * fetch outside a browser needs an absolute URL, and reading `window` at import time would
 * break rendering on the server.
 */
function apiBaseUrl(origin: string = globalThis.location.origin): string {
  return new URL(API_PREFIX, origin).href;
}

/** An endpoint's own options: `ownRefusal`, its screen shows a 403's message itself. */
type QueryOptions = { ownRefusal?: boolean };

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  QueryOptions
> = async (args, api, extraOptions) => {
  const token = tokenFrom(api.getState());
  const language = languageFrom(api.getState());
  const transport = transportFrom(api.extra);
  const query = fetchBaseQuery({
    baseUrl: apiBaseUrl(transport?.origin),
    // Without a transport, fetchBaseQuery looks up the global fetch per call (msw relies on it).
    ...(transport && { fetchFn: transport.fetchFn }),
    prepareHeaders: (headers) => {
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
      return headers;
    },
  });
  const result = await query(args, api, extraOptions);
  // Only a request that carried a token can expire a session; a failed sign-in is not one.
  if (token && result.error?.status === 401) api.dispatch(sessionExpired());
  // A role that may not (docs/product.md §6): the server says so, in the person's language, once
  // here for every screen; the screens themselves show no failure of their own for it.
  if (token && result.error?.status === 403 && extraOptions?.ownRefusal !== true) {
    const message = refusalMessage(result.error.data);
    if (message) notifyError(message, { position: 'top-center', toastId: 'role-refused' });
  }
  return result;
};

import { createAction } from '@reduxjs/toolkit';
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { TagType } from './tags';

export type ApiState = CombinedState<EndpointDefinitions, TagType, 'api'>;

/**
 * The part of the API cache a server render hands to the browser: the answers and the tags
 * they provide, never subscriptions or configuration.
 */
export type ApiSnapshot = Pick<ApiState, 'queries' | 'mutations' | 'provided'>;

/** Fills the API cache with what the server already fetched, before the first render. */
export const apiHydrated = createAction<ApiSnapshot>('api/hydrated');

type QueryEntry = ApiState['queries'][string];

/*
 * RTK Query asks again on mount for an entry that holds an error, as it has no answer time.
 * The server's answer (a 404 for an unknown project) is final for this page view, so it gets
 * one: the browser shows what the server rendered and does not repeat the request.
 */
function settled(entry: NonNullable<QueryEntry>): QueryEntry {
  return entry.status === 'rejected' && entry.fulfilledTimeStamp === undefined
    ? ({ ...entry, fulfilledTimeStamp: entry.startedTimeStamp } as QueryEntry)
    : entry;
}

type Provided = ApiState['provided'];

/** The tags `provided` records, without those of the queries `leftOut`. */
function providedWithout(provided: Provided, leftOut: ReadonlySet<string>): Provided {
  if (leftOut.size === 0) return provided;
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [type, ids] of Object.entries(provided.tags)) {
    for (const [id, keys] of Object.entries(ids ?? {})) {
      const kept = (keys ?? []).filter((key) => !leftOut.has(key));
      if (kept.length > 0) (tags[type] ??= {})[id] = kept;
    }
  }
  const keys = Object.fromEntries(
    Object.entries(provided.keys).filter(([key]) => !leftOut.has(key)),
  );
  return { ...provided, tags, keys } as Provided;
}

/**
 * The answers worth sending: finished ones only (a pending one would never settle), save the
 * queries `leftOut` (by cache key): those of the sections the browser fetches for itself.
 */
export function apiSnapshot(
  state: ApiState,
  leftOut: ReadonlySet<string> = new Set(),
): ApiSnapshot {
  const queries = Object.fromEntries(
    Object.entries(state.queries)
      .filter(([key]) => !leftOut.has(key))
      .filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected')
      .map(([key, entry]) => [key, settled(entry!)]),
  );
  return { queries, mutations: {}, provided: providedWithout(state.provided, leftOut) };
}

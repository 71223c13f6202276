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

/** The answers worth sending: finished ones only (a pending one would never settle). */
export function apiSnapshot(state: ApiState): ApiSnapshot {
  const queries = Object.fromEntries(
    Object.entries(state.queries)
      .filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected')
      .map(([key, entry]) => [key, settled(entry!)]),
  );
  return { queries, mutations: {}, provided: state.provided };
}

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router-dom';

/** A request a public page needs answered before its first paint (an endpoint's `initiate(...)`). */
export type PrefetchAction = ThunkAction<unknown, unknown, unknown, UnknownAction>;

/**
 * What a public route needs in the store to render its first screen. The route table attaches it
 * as `handle: { prefetch }`; the server renderer dispatches every action of the matched routes
 * and waits for the answers before rendering, so the HTML arrives complete.
 */
export type Prefetch = (params: Params) => PrefetchAction[];

export type RouteHandle = {
  prefetch?: Prefetch;
  /**
   * What only the sections below the first screen show, each a DeferredPart that fetches its own
   * answers with its code: the server renders with them too, but the page's state leaves them
   * out (the HTML stays small enough to arrive in one round trip).
   */
  deferred?: Prefetch;
};

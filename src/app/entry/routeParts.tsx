import { Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyPart } from '@/shared/lib/lazy-part';
import type { Prefetch, RouteHandle } from '@/shared/routes';

/*
 * Routes whose screen is a chunk of its own, each a lazyPart (shared/lib/lazy-part), the one way
 * the app loads a part later. Slices export by name, so `pick` takes the component out of the
 * module.
 */

/** A public route's handle: the data its first screen needs, and its code. */
type PageHandle = RouteHandle & { preload: () => Promise<void> };

/**
 * A public page in a chunk of its own. The server renders it with everything loaded; the
 * browser loads the chunk of the page it opens on before hydrating (preloadPages), so the
 * first render matches the server's markup, and other pages' chunks on navigation. `deferred`:
 * the answers of its sections below the first screen (RouteHandle).
 */
export function publicPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch: Prefetch,
  deferred?: Prefetch,
): Pick<RouteObject, 'element' | 'handle'> {
  const page = lazyPart(load, pick);
  const handle: PageHandle = { prefetch, preload: page.preload, ...(deferred && { deferred }) };
  return { element: <page.Component />, handle };
}

/** Loads the chunks of the pages matching `pathname` (nothing for the admin's routes). */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as Partial<PageHandle> | undefined)?.preload?.()),
  );
}

/**
 * A route element loaded on demand as its own chunk when the route renders (the admin's). The
 * server never renders it, so it does not load it either.
 */
export function lazyElement<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const part = lazyPart(load, pick, { onServer: false });
  return (
    <Suspense fallback={null}>
      <part.Component />
    </Suspense>
  );
}

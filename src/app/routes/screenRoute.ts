import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../entry/routeParts';

/** The route of one screen of a lazily loaded chunk (a page's module or a resource's screens). */
export function screen<Chunk>(
  path: string,
  load: () => Promise<Chunk>,
  pick: (chunk: Chunk) => ComponentType,
): RouteObject {
  return { path, element: lazyElement(load, pick) };
}

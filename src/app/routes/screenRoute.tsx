import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../entry/routeParts';
import { RequireRole } from './RequireRole';
import type { ScreenAccess } from './screenAccess';

/**
 * The route of one admin screen of a lazily loaded chunk (a page's module or a resource's
 * screens), and who may open it (docs/product.md §6).
 */
export function screen<Chunk>(
  path: string,
  load: () => Promise<Chunk>,
  pick: (chunk: Chunk) => ComponentType,
  access: ScreenAccess,
): RouteObject {
  return { path, element: guarded(lazyElement(load, pick), access) };
}

/** A screen's element behind its role guard. */
export function guarded(element: RouteObject['element'], access: ScreenAccess) {
  return <RequireRole access={access}>{element}</RequireRole>;
}

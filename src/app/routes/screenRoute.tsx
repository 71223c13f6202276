import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { requireTextsPart } from '@/shared/i18n';
import { lazyPart } from '@/shared/lib/lazy-part';
import { lazyElement } from '../entry/routeParts';
import type { ScreenAccess } from './screenAccess';

// The guard and the refusal come with the admin's chunks (the shell is loaded for every admin
// screen anyway), never with the public pages' scripts.
const roleGuard = lazyPart(
  () => import(/* webpackChunkName: "admin-shell" */ '@/widgets/admin/shell'),
  (module) => module.RequireRole,
  { onServer: false },
);

const notAvailable = lazyElement(
  () => import(/* webpackChunkName: "admin-not-available" */ '@/pages/admin/not-available'),
  (module) => module.NotAvailablePage,
);

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

/**
 * A screen's element behind its role guard: "Not available for your role" in its place for a
 * role that may not open it.
 */
export function guarded(element: RouteObject['element'], access: ScreenAccess) {
  return (
    <Suspense fallback={null}>
      <roleGuard.Component access={access} refused={notAvailable}>
        {element}
      </roleGuard.Component>
    </Suspense>
  );
}

/**
 * A screen's chunk loaded with the texts of drafts and schedules (issue 31), which the content
 * screens' forms and lists and the settings use: a part of their own, not the sign-in's.
 */
export function withPublishingTexts<Chunk>(load: () => Promise<Chunk>): () => Promise<Chunk> {
  return () => Promise.all([load(), requireTextsPart('publishing')]).then(([chunk]) => chunk);
}

/*
 * Projects' statuses and slugs, and the admin lists' filter of items lacking Urdu. Plain constants
 * and checks: this file imports no schema library, so the web app can use it without shipping the
 * schemas (contract/package.json marks the contract free of side effects, letting webpack drop the
 * schema modules the app does not use).
 */

export const PROJECT_STATUSES = ['active', 'completed'] as const;

/** A short, stable slug used in `/projects/{projectId}` URLs. */
export const PROJECT_ID_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** Slugs taken by fixed paths (`/projects/donor/{projectId}`), so no project may use them. */
const RESERVED_PROJECT_IDS = ['donor'] as const;

export function isReservedProjectId(projectId: string): boolean {
  return (RESERVED_PROJECT_IDS as readonly string[]).includes(projectId);
}

/** `?urdu=missing`: only the items with a text whose Urdu is not given yet (the admin's lists). */
export const URDU_MISSING = 'missing';

/** The most photos one project update may carry (docs/product.md §3). */
export const MAX_UPDATE_IMAGES = 4;

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

/** An item's publishing state (issue 31): a draft is never public. */
export const PUBLISH_STATES = ['draft', 'published'] as const;
export type PublishStateName = (typeof PUBLISH_STATES)[number];

/** `?status=all`: a list with drafts and scheduled items, for someone who may edit it. */
export const STATUS_ALL = 'all';

/**
 * Whether a read asks for drafts and scheduled items too: `?status=all`, or for projects (whose
 * `status` is active or completed) `?publishStatus=all`.
 */
export function asksForAll(query: unknown): boolean {
  const { status, publishStatus } = (query ?? {}) as { status?: unknown; publishStatus?: unknown };
  return status === STATUS_ALL || publishStatus === STATUS_ALL;
}

/** The trust's time zone until an Owner sets another (the `timeZone` setting). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * Whether an item is public at `now`: published, and within its window (publishAt inclusive,
 * unpublishAt exclusive). The server's queries say the same in SQL; this is for the admin's
 * marks ("Scheduled", "Ended") and for tests.
 */
export function isPublicAt(
  item: { status: PublishStateName; publishAt: string | null; unpublishAt: string | null },
  now: Date,
): boolean {
  if (item.status !== 'published') return false;
  const at = now.getTime();
  if (item.publishAt !== null && Date.parse(item.publishAt) > at) return false;
  return item.unpublishAt === null || Date.parse(item.unpublishAt) > at;
}

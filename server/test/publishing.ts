/*
 * What an item never scheduled holds of its publishing (issue 31): published, with no window.
 */

/** As an item answers it. */
export const PUBLISHED = { status: 'published', publishAt: null, unpublishAt: null } as const;

/** As its row stores it, and as a project answers it (its `status` is SPEC's). */
export const PUBLISHED_ROW = {
  publishStatus: 'published',
  publishAt: null,
  unpublishAt: null,
} as const;

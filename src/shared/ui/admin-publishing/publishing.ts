import { isPublicAt, type Publishing, type PublishStateName } from '@contract/content';
import { fromZonedInput, toZonedInput } from '@/shared/lib/zoned-time';

/**
 * The field an item answers and takes its publishing state by: `status`, but a project's own
 * `status` is SPEC's active or completed, so it has `publishStatus`.
 */
export type StatusKey = 'status' | 'publishStatus';

/** The publishing block's values: the state, and each bound on the trust's wall clock or ''. */
export type PublishingValues = { status: PublishStateName; publishAt: string; unpublishAt: string };

/** What a form sends to clear a bound: '' in a multipart form, null in a JSON body. */
export type Cleared = '' | null;

/** An item's publishing; an item from before drafts and schedules (none given) is published. */
export function publishingOf(
  item: object | undefined,
  statusKey: StatusKey = 'status',
): Publishing {
  const fields = (item ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    status: fields[statusKey] === 'draft' ? 'draft' : 'published',
    publishAt: text(fields.publishAt),
    unpublishAt: text(fields.unpublishAt),
  };
}

/** The block's values for an item (a new one: published, no window), on `timeZone`'s clock. */
export function publishingValues(
  item: object | undefined,
  timeZone: string,
  statusKey: StatusKey = 'status',
): PublishingValues {
  const { status, publishAt, unpublishAt } = publishingOf(item, statusKey);
  const shown = (instant: string | null) => (instant ? toZonedInput(instant, timeZone) : '');
  return { status, publishAt: shown(publishAt), unpublishAt: shown(unpublishAt) };
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * What to send of the block: only what differs from the stored item (a new item: from
 * published with no window, the server's default), the bounds as instants in UTC.
 */
export function publishingFields<C extends Cleared>(
  values: PublishingValues,
  stored: object | undefined,
  {
    timeZone,
    statusKey = 'status',
    cleared,
  }: { timeZone: string; statusKey?: StatusKey; cleared: C },
): Record<string, string | C> {
  const before = publishingOf(stored, statusKey);
  const bound = (local: string) => (local ? (fromZonedInput(local, timeZone) ?? null) : null);
  const publishAt = bound(values.publishAt);
  const unpublishAt = bound(values.unpublishAt);
  return {
    ...(values.status === before.status ? {} : { [statusKey]: values.status }),
    ...(sameInstant(publishAt, before.publishAt) ? {} : { publishAt: publishAt ?? cleared }),
    ...(sameInstant(unpublishAt, before.unpublishAt)
      ? {}
      : { unpublishAt: unpublishAt ?? cleared }),
  };
}

/** The marks of an item in a list, by what is public at `now`. */
type PublishingMark = { kind: 'draft' | 'ended' } | { kind: 'scheduled' | 'ends'; at: string };

export function publishingMarks(publishing: Publishing, now: Date): PublishingMark[] {
  const { status, publishAt, unpublishAt } = publishing;
  if (status === 'draft') return [{ kind: 'draft' }];
  const ends = unpublishAt === null ? [] : [{ kind: 'ends' as const, at: unpublishAt }];
  if (isPublicAt(publishing, now)) return ends;
  // Published but not public now: not yet, or no longer.
  if (publishAt !== null && Date.parse(publishAt) > now.getTime()) {
    return [{ kind: 'scheduled', at: publishAt }, ...ends];
  }
  return [{ kind: 'ended' }];
}

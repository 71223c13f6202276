import { isValidIsoDate } from '@contract/common';
import { asksForAll, type Publishing, type PublishStateName } from '@contract/content';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { mayEditContent } from '../auth';
import type { Db } from '../db';
import { HttpError } from '../http';

/*
 * Drafts and schedules (issue 31, contract/content/publishing.ts). Each content table keeps its
 * items' publishing state and window (migration 0020): `publishStatus`, `publishAt` (inclusive)
 * and `unpublishAt` (exclusive), epoch milliseconds or null. A public read shows what is public
 * at the app's clock; `?status=all` from someone who may edit the content shows everything.
 */

/** The content tables, each with the three columns. */
const PUBLISHED_TABLES = [
  'partners',
  'highlights',
  'galleryImages',
  'newsLogos',
  'news',
  'testimonials',
  'projects',
  'documents',
  'projectUpdates',
] as const;
type PublishedTable = (typeof PUBLISHED_TABLES)[number];

/** The columns as a row holds them (PostgreSQL answers a bigint as a string). */
export type PublishingColumns = {
  publishStatus: PublishStateName;
  publishAt: number | string | null;
  unpublishAt: number | string | null;
};

const instant = (ms: number | string | null): string | null =>
  ms === null ? null : new Date(Number(ms)).toISOString();

/** What an item answers of its publishing (ISO 8601, UTC). */
export const publishingOf = (row: PublishingColumns): Publishing => ({
  status: row.publishStatus,
  publishAt: instant(row.publishAt),
  unpublishAt: instant(row.unpublishAt),
});

/** A row as an item answers it: its other columns as they are, and its publishing. */
export function withPublishing<R extends PublishingColumns>({
  publishStatus,
  publishAt,
  unpublishAt,
  ...rest
}: R): Omit<R, keyof PublishingColumns> & Publishing {
  return { ...rest, ...publishingOf({ publishStatus, publishAt, unpublishAt }) };
}

/** The OpenAPI description of a create or edit: the publishing fields it takes besides. */
export const PUBLISHING_NOTE =
  'Also takes status (draft or published; a new item is published unless sent), publishAt and ' +
  'unpublishAt (ISO 8601 with an offset or Z; empty or null: no bound). 400 unless unpublishAt ' +
  'is after publishAt.';

/** A project's: its `status` is SPEC's active or completed. */
export const projectPublishingOf = (row: PublishingColumns) => {
  const { status, ...window } = publishingOf(row);
  return { publishStatus: status, ...window };
};

/** A condition true of the rows of `table` that are public at `now` (epoch ms). */
export function publicAt(table: PublishedTable, now: number) {
  const column = (name: keyof PublishingColumns) => sql.ref(`${table}.${name}`);
  return sql<boolean>`(${column('publishStatus')} = 'published'
    and (${column('publishAt')} is null or ${column('publishAt')} <= ${now})
    and (${column('unpublishAt')} is null or ${column('unpublishAt')} > ${now}))`;
}

/**
 * Whether the read shows everything: `?status=all` (on projects also `?publishStatus=all`, with
 * their active or completed status) asked by someone who may edit the content. Anyone else,
 * signed in or not, reads what is public now.
 */
export async function showsAll(request: FastifyRequest): Promise<boolean> {
  return asksForAll(request.query) && (await mayEditContent(request));
}

/**
 * The condition of a read: none when it shows everything, else public now. `where` adds it to
 * a query (Kysely cannot type the generic `where` of a query of any table; each is the table's own).
 */
export async function readScope(
  request: FastifyRequest,
  table: PublishedTable,
): Promise<ReturnType<typeof publicAt> | undefined> {
  return (await showsAll(request)) ? undefined : publicAt(table, request.server.clock());
}

/** What a create or edit sends: each optional; '' or null clears a bound. */
export type PublishingInput = {
  status?: PublishStateName;
  publishAt?: string | null;
  unpublishAt?: string | null;
};

/** The columns a write sets from what was sent. */
export type PublishingValues = {
  publishStatus?: PublishStateName;
  publishAt?: number | null;
  unpublishAt?: number | null;
};

function boundOf(field: 'publishAt' | 'unpublishAt', sent: string | null | undefined) {
  if (sent === undefined) return undefined;
  if (sent === null || sent === '') return null;
  const ms = Date.parse(sent);
  // Date.parse reads 30 February as 2 March: the calendar day itself must be real.
  if (!Number.isFinite(ms) || !isValidIsoDate(sent.slice(0, 10))) {
    throw new HttpError(400, `${field} must be a real date and time (ISO 8601)`, field);
  }
  return ms;
}

/** The bounds of a window as the request and the stored row give them; the window's check. */
function checkWindow(publishAt: number | null, unpublishAt: number | null): void {
  if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) {
    throw new HttpError(400, 'unpublishAt must be after publishAt', 'unpublishAt');
  }
}

/**
 * The columns a write sets from what was sent (only the fields sent), checked against the row
 * as stored (`current`, none for a new item): 400 when the window would end before it starts.
 */
export function publishingValues(
  sent: PublishingInput,
  current?: Pick<PublishingColumns, 'publishAt' | 'unpublishAt'>,
): PublishingValues {
  const publishAt = boundOf('publishAt', sent.publishAt);
  const unpublishAt = boundOf('unpublishAt', sent.unpublishAt);
  const stored = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  checkWindow(
    publishAt === undefined ? stored(current?.publishAt) : publishAt,
    unpublishAt === undefined ? stored(current?.unpublishAt) : unpublishAt,
  );
  return {
    ...(sent.status === undefined ? {} : { publishStatus: sent.status }),
    ...(publishAt === undefined ? {} : { publishAt }),
    ...(unpublishAt === undefined ? {} : { unpublishAt }),
  };
}

/** Splits the publishing fields off what a form or body sent. */
export function withoutPublishing<T extends PublishingInput>(
  fields: T,
): [Omit<T, keyof PublishingInput>, PublishingInput] {
  const { status, publishAt, unpublishAt, ...rest } = fields;
  return [rest, { status, publishAt, unpublishAt }];
}

/**
 * The first schedule boundary after `now` (a published item's publishAt or unpublishAt), when
 * what is public next changes by the clock alone; undefined when none is ahead.
 */
export async function nextBoundary(db: Db, now: number): Promise<number | undefined> {
  const bounds = PUBLISHED_TABLES.flatMap((table) =>
    (['publishAt', 'unpublishAt'] as const).map(
      (column) =>
        sql`select min(${sql.ref(column)}) as bound from ${sql.table(table)}
          where ${sql.ref('publishStatus')} = 'published' and ${sql.ref(column)} > ${now}`,
    ),
  );
  const { rows } = await sql<{ next: number | string | null }>`select min(bound) as next
    from (${sql.join(bounds, sql` union all `)}) as bounds`.execute(db);
  const next = rows[0]?.next;
  return next === null || next === undefined ? undefined : Number(next);
}

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The time in epoch ms that decides what is public (Date.now; a test's own clock). */
    clock: () => number;
  }
}

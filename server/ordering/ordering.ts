import { CONTENT_ROLES, type AuditResource } from '@contract/admin';
import { OrderBody } from '@contract/content';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type RawBuilder } from 'kysely';
import { recordChange } from '../auth';
import type { Db } from '../db';
import { HttpError } from '../http';

/*
 * The order an admin gives a list by dragging (issue 31): each item's `position`, ascending in
 * every list (then by id). A new item goes last, or first where the list showed the newest first
 * (nextPosition); `PUT <list>/order` takes every id of the list in its new order and numbers them
 * 1, 2, 3… in one transaction, or refuses the whole body.
 */

type OrderedTable =
  'galleryImages' | 'partners' | 'highlights' | 'newsLogos' | 'testimonials' | 'projects';

/** The lists whose new items go first (nextPosition). */
const NEW_FIRST: ReadonlySet<OrderedTable> = new Set(['galleryImages', 'testimonials', 'projects']);

type Row = { id: number; position: number; status?: string };

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * Where a new item of `table` (of the projects of `status`) goes: after the last, plus `after`
 * more (an insert's value). Lists that showed the newest first before they had an order (the
 * gallery, testimonials, projects) take their new items first instead (`NEW_FIRST`), before the
 * first and `after` more before it, so that a new appeal or photo still shows where it did. Two
 * inserts at once may share a place; the id then puts the later one after.
 */
export function nextPosition(table: OrderedTable, status?: string, after = 0): RawBuilder<number> {
  const within = status === undefined ? sql`` : sql` where status = ${status}`;
  const place = NEW_FIRST.has(table)
    ? sql`coalesce(min(position), 1) - ${sql.lit(1 + after)}`
    : sql`coalesce(max(position), 0) + ${sql.lit(1 + after)}`;
  return sql<number>`(select ${place} from ${sql.table(table)}${within})`;
}

const listed = (ids: readonly number[]) => ids.join(', ');

/** Why `ids` is not the whole list `rows` in a new order (the projects of one status), if it is not. */
function problemOf(ids: readonly number[], rows: readonly Row[], what: string): string | undefined {
  const seen = new Set<number>();
  const twice = ids.filter((id) => seen.has(id) || !seen.add(id));
  if (twice.length > 0) return `ids names ${listed(twice)} more than once`;
  const stored = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !stored.has(id));
  if (unknown.length > 0) return `ids names ${listed(unknown)}: no such ${what}`;
  const status = stored.get(ids[0] ?? 0)?.status;
  const others = ids.filter((id) => stored.get(id)?.status !== status);
  if (others.length > 0) {
    return `ids mixes statuses: ${listed(others)} ${others.length === 1 ? 'is' : 'are'} not ${status}; order the ${what}s of one status at a time`;
  }
  const missing = rows.filter((row) => row.status === status && !seen.has(row.id));
  if (missing.length > 0)
    return `ids leaves out ${listed(missing.map((row) => row.id))}: name every ${what} of the list once`;
  return undefined;
}

type Ordered<Stored extends { id: number }> = {
  /** The list's path, e.g. '/partners': the route is `${url}/order`. */
  url: string;
  tags: string[];
  table: OrderedTable;
  auditAs: AuditResource;
  /** What one item is called in a message: 'partner'. */
  what: string;
  /** The item's name in the audit trail's line. */
  summaryOf(row: Stored): string;
};

/** PUT `${url}/order`: `{ids}`, the list's items in their new order; 204, or 400 changing nothing. */
export function orderRoute<Stored extends { id: number }>(
  app: App,
  ordered: Ordered<Stored>,
): void {
  const { db } = app;
  const { url, tags, table, auditAs, what, summaryOf } = ordered;
  const name: OrderedTable = table;
  const byStatus = table === 'projects';
  app.put(
    `${url}/order`,
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags,
        summary:
          `The ${what}s' new order: {ids}, every ${what}'s id once, first to last` +
          (byStatus ? ', all the projects of one status' : '') +
          '; each gets its position (1, 2, 3…). 400 for any other list, changing nothing',
        body: OrderBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const { ids } = request.body;
      await db.transaction().execute(async (trx: Db) => {
        // Kysely types a query on a table named by a variable as the union's rows (imageRows.ts).
        const rows = (await trx
          .selectFrom(name)
          .selectAll()
          .orderBy('position')
          .orderBy('id')
          .execute()) as unknown as (Stored & Row)[];
        const problem = problemOf(ids, rows, what);
        if (problem) throw new HttpError(400, problem, 'ids');
        const status = rows.find((row) => row.id === ids[0])?.status;
        const places = ids.map((id, index) => sql`when ${sql.lit(id)} then ${sql.lit(index + 1)}`);
        await trx
          .updateTable(name)
          .set({ position: sql<number>`case id ${sql.join(places, sql` `)} end` })
          .where('id', 'in', ids)
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        await recordChange(trx, request, {
          resource: auditAs,
          resourceId: status ?? null,
          action: 'reorder',
          summary: ids.map((id) => summaryOf(byId.get(id) as Stored & Row)).join(', '),
          before: {
            ids: rows.filter((row) => row.status === status).map((row) => row.id),
          },
          after: { ids },
        });
      });
      return reply.status(204).send(null);
    },
  );
}

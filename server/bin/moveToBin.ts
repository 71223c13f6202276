import { BIN_DAYS, type BinKind } from '@contract/admin';
import type { FastifyRequest } from 'fastify';
import { actorOf, auditedDelete } from '../auth';
import type { Selectable } from 'kysely';
import type { BinFile, ContentTable, Database, Db } from '../db';
import { BIN_KIND_RULES } from './kinds';

/*
 * Every delete of a content item goes through moveToBin: in one transaction the rows go, the
 * bin keeps them as they were (ids and positions included) with the item's files, and the audit
 * trail records the delete. The files stay where they are: their URLs keep opening while the
 * item is in the bin, a restore needs only the rows back, and the purge deletes them (purge.ts).
 */

/** The tables whose rows a binned item is made of. */
type BinTable = ContentTable | 'projectUpdateImages';

/** An item's rows as they were, parents first (a project, its updates, their photos). */
export type BinRows = { table: BinTable; rows: Record<string, unknown>[] }[];

type Binned = {
  /** The item's own id. */
  itemId: number;
  /** Its line in the audit trail and the bin: its name or heading. */
  summary: string;
  /** The item as its API answers it, images as their URLs. */
  data: object;
  rows: BinRows;
  files: BinFile[];
};

type BinnedDelete = {
  kind: BinKind;
  /** The item's id in the audit trail: a project's slug, else its id. */
  resourceId: string | number;
  /** What "… not found" names. */
  what: string;
  /** Deletes the item's rows with `trx` and answers them; undefined when there was none. */
  remove(trx: Db): Promise<Binned | undefined>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rows as both databases take them back: PostgreSQL answers booleans, which SQLite cannot
 * bind, and both take 0 or 1 for a flag.
 */
function storedRows(rows: readonly object[]): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'boolean' ? Number(value) : (value as unknown),
      ]),
    ),
  );
}

/** Deletes an item into the bin and records it; 404 (`what` not found) when there is none. */
export async function moveToBin(
  db: Db,
  request: FastifyRequest,
  { kind, resourceId, what, remove }: BinnedDelete,
): Promise<void> {
  const { adminEmail } = actorOf(request);
  await auditedDelete(db, request, {
    resource: BIN_KIND_RULES[kind].resource,
    resourceId,
    what,
    async remove(trx) {
      const binned = await remove(trx);
      if (!binned) return undefined;
      const now = new Date();
      await trx
        .insertInto('binEntries')
        .values({
          kind,
          itemId: String(binned.itemId),
          resourceId: String(resourceId),
          summary: binned.summary,
          deletedAt: now.toISOString(),
          deletedBy: adminEmail,
          purgeAt: new Date(now.getTime() + BIN_DAYS * DAY_MS).toISOString(),
          data: JSON.stringify(binned.data),
          rows: JSON.stringify(
            binned.rows.map(({ table, rows }) => ({ table, rows: storedRows(rows) })),
          ),
          files: JSON.stringify(binned.files),
        })
        .execute();
      return binned;
    },
    summaryOf: (binned) => binned.summary,
  });
}

/**
 * The `remove` of an item that is one row of `table`: deletes row `id` and answers it as
 * `describe` says (its summary, its API answer, its files), or undefined when there is none.
 */
export function oneRow<T extends BinTable>(
  table: T,
  id: number,
  describe: (row: Selectable<Database[T]>) => Pick<Binned, 'summary' | 'data' | 'files'>,
): (trx: Db) => Promise<Binned | undefined> {
  return async (trx) => {
    // Kysely cannot type a query on a table named by a type parameter: the row is table T's.
    const name: BinTable = table;
    const row = (await trx
      .deleteFrom(name)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()) as Selectable<Database[T]> | undefined;
    return row && { itemId: id, ...describe(row), rows: [{ table, rows: [row] }] };
  };
}

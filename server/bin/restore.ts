import type { BinKind, BinRestored } from '@contract/admin';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../auth';
import { isForeignKeyViolation, isUniqueViolation, type Db } from '../db';
import { HttpError, notFound } from '../http';
import { BIN_KIND_RULES } from './kinds';
import type { BinRows } from './moveToBin';

/*
 * An entry back out of the bin, in one transaction: the entry goes (only one of two restores at
 * once finds it), its rows come back as they were (their ids and positions; an explicit id takes
 * nothing from PostgreSQL's sequence, which issued it before), and the audit trail records it.
 * Its files never left. A row it refers to that is gone, or a unique field taken meanwhile,
 * refuses the whole restore (409) and leaves the entry in the bin.
 */

/** Why `kind` cannot come back from a refused insert, or undefined for another error. */
function refusal(kind: BinKind, error: unknown): HttpError | undefined {
  const { what, parent, unique } = BIN_KIND_RULES[kind];
  if (parent && isForeignKeyViolation(error)) {
    return new HttpError(
      409,
      `This ${what} cannot be restored: its ${parent} was deleted. Restore the ${parent} from the bin first.`,
    );
  }
  if (isUniqueViolation(error)) {
    return new HttpError(
      409,
      `This ${what} cannot be restored: another ${what} now has the same ${unique ?? 'id'}. ` +
        'Rename or delete that one first.',
    );
  }
  return undefined;
}

async function putBack(trx: Db, rows: BinRows): Promise<void> {
  for (const { table, rows: values } of rows) {
    if (values.length === 0) continue;
    // Kysely types an insert by its table; each row is the table's own, as it was read.
    await trx
      .insertInto(table)
      .values(values as never)
      .execute();
  }
}

export async function restoreEntry(
  db: Db,
  request: FastifyRequest,
  entryId: number,
): Promise<BinRestored> {
  let kind: BinKind | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const entry = await trx
        .deleteFrom('binEntries')
        .where('id', '=', entryId)
        .returning(['kind', 'itemId', 'resourceId', 'summary', 'rows'])
        .executeTakeFirst();
      if (!entry) throw notFound('Bin entry');
      kind = entry.kind;
      await putBack(trx, JSON.parse(entry.rows) as BinRows);
      await recordChange(trx, request, {
        resource: BIN_KIND_RULES[entry.kind].resource,
        resourceId: entry.resourceId,
        action: 'restore',
        summary: entry.summary,
      });
      return { kind: entry.kind, itemId: entry.itemId };
    });
  } catch (error) {
    throw (kind && refusal(kind, error)) ?? error;
  }
}

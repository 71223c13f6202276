import type { OwnerNotice } from '@contract/admin';
import type { Db } from '../db';
import { notFound } from '../http';

/*
 * What every Owner must see until one of them acknowledges it (docs/product.md §6): a change to
 * where donors' money goes, such as the trust's UPI ID. Written by the transaction making the
 * change, so there is never a change without its notice.
 */

/** Writes one notice with `trx`, the transaction making the change `summary` tells of. */
export async function writeOwnerNotice(trx: Db, adminEmail: string, summary: string) {
  await trx
    .insertInto('ownerNotices')
    .values({ at: new Date().toISOString(), adminEmail, summary })
    .execute();
}

/** The notices no Owner has acknowledged yet, oldest first. */
export async function openOwnerNotices(db: Db): Promise<OwnerNotice[]> {
  const rows = await db
    .selectFrom('ownerNotices')
    .select(['id', 'at', 'adminEmail', 'summary'])
    .where('acknowledgedAt', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Records who acknowledged the notice, and when; the first acknowledgement stays, so a second
 * one (another Owner, a second click) changes nothing. 404 for an unknown notice.
 */
export async function acknowledgeOwnerNotice(db: Db, id: number, adminEmail: string) {
  const found = await db.selectFrom('ownerNotices').select('id').where('id', '=', id).execute();
  if (found.length === 0) throw notFound('Notice');
  await db
    .updateTable('ownerNotices')
    .set({ acknowledgedAt: new Date().toISOString(), acknowledgedBy: adminEmail })
    .where('id', '=', id)
    .where('acknowledgedAt', 'is', null)
    .execute();
}

import type { AuditAction, AuditEntry, AuditResource } from '@contract/admin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { HttpError, notFound } from '../http';
import { recordVersions } from '../versions';
import { sessionClaims } from './sessions';

/*
 * The audit trail: who changed what, and when. Each change is recorded by the transaction that
 * makes it, so a change is never without its row and a refused or failed one leaves none. The
 * row of a change that saves a content item or settings entry also records its new version
 * (server/versions), in that same transaction.
 */

type AuditChange = {
  resource: AuditResource;
  /** The row's id, a project's slug, or null (settings, a batch of images). */
  resourceId: string | number | null;
  action: AuditAction;
  /** A short human description: the name or heading the admin sees in the list. */
  summary: string;
  /** What was changed, as it was and as it became (settings' entries, an edited row). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /**
   * The items the change saved when resourceId does not name them (each settings entry changed,
   * each image of a batch upload): each gets its version.
   */
  items?: readonly (string | number)[];
};

/** The summary column holds a reminder, not the content. */
const SUMMARY_LENGTH = 200;

/** Who made a change: a signed-in admin, or `npm run admin` on the server (adminId null). */
export type Actor = { adminId: number | null; adminEmail: string };

/** The person `npm run admin` records changes as. */
export const COMMAND_LINE: Actor = { adminId: null, adminEmail: 'npm run admin' };

export function actorOf(request: FastifyRequest): Actor {
  const claims = sessionClaims(request.user);
  // The auth guard verified the token before any write ran; this only satisfies the types.
  if (!claims) throw new HttpError(401, 'The token is not valid');
  return { adminId: Number(claims.sub), adminEmail: claims.email };
}

const asJson = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value);

/**
 * Writes one audit row, and the versions the change made, with `db`, which must be the
 * transaction making the change. Answers the row's id.
 */
export async function recordChange(
  db: Db,
  request: FastifyRequest,
  change: AuditChange,
): Promise<number> {
  return recordChangeBy(db, actorOf(request), change);
}

/** As recordChange, for a change made by `actor` (the command line has no request). */
export async function recordChangeBy(db: Db, actor: Actor, change: AuditChange): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('auditLog')
    .values({
      at,
      ...actor,
      resource: change.resource,
      resourceId: change.resourceId === null ? null : String(change.resourceId),
      action: change.action,
      summary: change.summary.slice(0, SUMMARY_LENGTH),
      before: asJson(change.before),
      after: asJson(change.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const auditId = Number(row.id);
  await recordVersions(db, { ...change, ...actor, auditId, at });
  return auditId;
}

/**
 * Runs `work` in a transaction and records what `describe` says of its result in the same one.
 * When `work` answers undefined (nothing matched) nothing is recorded.
 */
export async function audited<T>(
  db: Db,
  request: FastifyRequest,
  work: (trx: Db) => Promise<T>,
  describe: (result: NonNullable<T>) => AuditChange,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    if (result !== undefined && result !== null) {
      await recordChange(trx, request, describe(result));
    }
    return result;
  });
}

/**
 * Creates one row and records it, under the row's id, in the same transaction. `summaryOf` may
 * read only a part of the row (Shown), so one summary serves the create, edit and delete.
 */
export async function auditedCreate<Shown, Row extends Shown & { id: number }>(
  db: Db,
  request: FastifyRequest,
  resource: AuditResource,
  summaryOf: (created: Shown) => string,
  insert: (trx: Db) => Promise<Row>,
): Promise<Row> {
  return audited(db, request, insert, (created) => ({
    resource,
    resourceId: created.id,
    action: 'create',
    summary: summaryOf(created),
  }));
}

type Delete<Row> = Pick<AuditChange, 'resource' | 'resourceId'> & {
  /** What "… not found" names. */
  what: string;
  /** Deletes the row; answers it as it was, or undefined when there was none. */
  remove: (trx: Db) => Promise<Row | undefined>;
  /** The row's line in the audit trail. */
  summaryOf: (deleted: Row) => string;
};

/** Deletes one row and records it in the same transaction; 404 when there is no such row. */
export async function auditedDelete<Row>(
  db: Db,
  request: FastifyRequest,
  { resource, resourceId, what, remove, summaryOf }: Delete<Row>,
): Promise<Row> {
  const row = await audited(db, request, remove, (deleted) => ({
    resource,
    resourceId,
    action: 'delete',
    summary: summaryOf(deleted),
  }));
  if (!row) throw notFound(what);
  return row;
}

type Edit<Row> = Pick<AuditChange, 'resource' | 'resourceId'> & {
  /** What the trail calls the change: an edit unless told otherwise. */
  action?: AuditAction;
  /** The row as it is, read in the edit's transaction. */
  read: (trx: Db) => Promise<Row | undefined>;
  /** Changes it and answers it as it became (undefined when nothing matched). */
  write: (trx: Db) => Promise<Row | undefined>;
  /** The row's line in the trail, from the row as it became; the row before and after are added. */
  summaryOf: (after: Row) => string;
};

/**
 * An edit of one row, recorded with the row as it was and as it became, so a change to either
 * language shows. Answers the row as it became, or undefined when there was none to edit.
 */
export async function auditedEdit<Row extends Record<string, unknown>>(
  db: Db,
  request: FastifyRequest,
  { resource, resourceId, action = 'edit', read, write, summaryOf }: Edit<Row>,
): Promise<Row | undefined> {
  const edit = await audited(
    db,
    request,
    async (trx) => {
      const before = await read(trx);
      const after = before && (await write(trx));
      return after && { before, after };
    },
    ({ before, after }) => ({
      resource,
      resourceId,
      action,
      summary: summaryOf(after),
      before,
      after,
    }),
  );
  return edit?.after;
}

const parseJson = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

/** The latest changes, newest first. */
export async function latestChanges(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('auditLog')
    .selectAll()
    // The first version the change made (a settings save of several entries makes one each).
    .select((eb) =>
      eb
        .selectFrom('versions')
        .select((sub) => sub.fn.min('versions.id').as('first'))
        .whereRef('versions.auditId', '=', 'auditLog.id')
        .as('versionId'),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    adminId: row.adminId === null ? null : Number(row.adminId),
    adminEmail: row.adminEmail,
    resource: row.resource as AuditResource,
    resourceId: row.resourceId,
    action: row.action as AuditAction,
    summary: row.summary,
    before: parseJson(row.before),
    after: parseJson(row.after),
    versionId: row.versionId === null ? null : Number(row.versionId),
  }));
}

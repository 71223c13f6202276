import type {
  AuditAction,
  AuditResource,
  Version,
  VersionAction,
  VersionKind,
} from '@contract/admin';
import { readItem, type Db } from '../db';

/*
 * The versions a change makes, recorded by the audit trail (server/auth/audit.ts) in the same
 * transaction as its row: a version never exists without its change, nor a save without its
 * version.
 */

/** The versioned kinds by their name in the audit trail. */
const KIND_OF: Partial<Record<AuditResource, VersionKind>> = {
  settings: 'settings',
  image: 'images',
  partner: 'partners',
  highlight: 'highlights',
  news: 'news',
  newsLogo: 'news-logos',
  testimonial: 'testimonials',
  project: 'projects',
  projectUpdate: 'project-updates',
  document: 'documents',
};

/** The changes that save an item; a pin, a new order or a delete makes no version. */
const ACTION_OF: Partial<Record<AuditAction, VersionAction>> = {
  create: 'create',
  upload: 'create',
  edit: 'edit',
  complete: 'edit',
  restore: 'restore',
};

/** A kind's name in the audit trail. */
export function auditResourceOf(kind: VersionKind): AuditResource {
  const entry = Object.entries(KIND_OF).find(([, named]) => named === kind);
  return entry![0] as AuditResource;
}

type VersionedChange = {
  auditId: number;
  at: string;
  adminId: number | null;
  adminEmail: string;
  resource: AuditResource;
  /** The row's id, a project's slug (as the audit trail names projects), or null. */
  resourceId: string | number | null;
  action: AuditAction;
  /** The items saved when resourceId does not name them: settings entries, a batch of images. */
  items?: readonly (string | number)[];
};

/** The item's id as versions name it: a project by its row's id, not its slug. */
async function itemIdOf(trx: Db, kind: VersionKind, id: string | number): Promise<string> {
  if (kind !== 'projects') return String(id);
  const row = await trx
    .selectFrom('projects')
    .select('id')
    .where('projectId', '=', String(id))
    .executeTakeFirst();
  return row ? String(row.id) : '';
}

/** Records a version of each item the change saved, as it now is. */
export async function recordVersions(trx: Db, change: VersionedChange): Promise<void> {
  const kind = KIND_OF[change.resource];
  const action = ACTION_OF[change.action];
  if (!kind || !action) return;
  const ids = change.items ?? (change.resourceId === null ? [] : [change.resourceId]);
  for (const id of ids) {
    const itemId = await itemIdOf(trx, kind, id);
    const data = itemId === '' ? undefined : await readItem(trx, kind, itemId);
    if (!data) continue;
    await trx
      .insertInto('versions')
      .values({
        kind,
        itemId,
        at: change.at,
        adminId: change.adminId,
        adminEmail: change.adminEmail,
        action,
        auditId: change.auditId,
        data: JSON.stringify(data),
      })
      .execute();
  }
}

type VersionRow = {
  id: number | string;
  kind: VersionKind;
  itemId: string;
  at: string;
  adminEmail: string;
  action: VersionAction;
  auditId: number | string | null;
  data: string;
};

const COLUMNS = ['id', 'kind', 'itemId', 'at', 'adminEmail', 'action', 'auditId', 'data'] as const;

const toVersion = (row: VersionRow): Version => ({
  id: Number(row.id),
  kind: row.kind,
  itemId: row.itemId,
  at: row.at,
  adminEmail: row.adminEmail,
  action: row.action,
  auditId: row.auditId === null ? null : Number(row.auditId),
  data: JSON.parse(row.data) as Record<string, unknown>,
});

/** An item's versions, newest first. */
export async function versionsOf(db: Db, kind: VersionKind, itemId: string): Promise<Version[]> {
  const rows = await db
    .selectFrom('versions')
    .select(COLUMNS)
    .where('kind', '=', kind)
    .where('itemId', '=', itemId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toVersion);
}

/** One version by its id, or the first version a change (its audit row) made. */
export async function findVersion(
  db: Db,
  by: { id: number } | { auditId: number },
): Promise<Version | undefined> {
  const query = db.selectFrom('versions').select(COLUMNS).orderBy('id').limit(1);
  const row = await (
    'id' in by ? query.where('id', '=', by.id) : query.where('auditId', '=', by.auditId)
  ).executeTakeFirst();
  return row && toVersion(row);
}

import {
  CONTENT_ROLES,
  Version,
  VersionList,
  VersionParams,
  VersionQuery,
  type Version as VersionData,
} from '@contract/admin';
import { ErrorBody } from '@contract/common';
import type { TrustContent } from '@contract/settings';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { guardOwnerSettings, guardTrust, recordChange, writeOwnerNotice } from '../auth';
import { readItem, type Db } from '../db';
import { HttpError } from '../http';
import {
  RESTORE_MESSAGES,
  auditResourceOf,
  checkFilesKept,
  findVersion,
  restoreVersion,
  versionsOf,
} from '../versions';

/*
 * The versions of a content item or settings entry (issue 31), newest first, and the restore of
 * one: the item's texts and its image or file become what that version had, recorded in the audit
 * trail as a 'restore', which makes a new version. Those who edit the content may do both; an
 * Owner's settings (the trust, the receipt wording) come back only for an Owner, as they are
 * saved, and a trust whose UPI ID, payee or PAN would change needs the settings form and its
 * password.
 */

const tags = ['versions'];

type Item = Record<string, unknown>;

/** The item's line in the audit trail: its name, heading or title, or the entry's name. */
function summaryOf({ kind, itemId, data }: VersionData): string {
  if (kind === 'settings') return itemId;
  if (kind === 'documents') return `${String(data.year)} ${String(data.title)}`;
  const text = data.name ?? data.heading ?? data.title ?? data.text;
  return typeof text === 'string' ? text : itemId;
}

/** A settings entry comes back as it is saved: an Owner's settings only by an Owner. */
async function guardSetting(trx: Db, request: FastifyRequest, { itemId, data }: VersionData) {
  const current = new Map(
    (await trx.selectFrom('settings').select(['name', 'content']).execute()).map((row) => [
      row.name,
      row.content,
    ]),
  );
  guardOwnerSettings(request, current, new Map([[itemId, data.value]]));
  if (itemId !== 'trust') return;
  const notices = guardTrust(request, current.get('trust'), data.value as TrustContent, undefined);
  for (const summary of notices) await writeOwnerNotice(trx, request.admin!.email, summary);
}

/** Restores the version in one transaction with its audit row; answers the version it made. */
async function restore(db: Db, request: FastifyRequest, version: VersionData) {
  return db.transaction().execute(async (trx) => {
    const before: Item | undefined = await readItem(trx, version.kind, version.itemId);
    if (!before) throw new HttpError(404, RESTORE_MESSAGES.itemGone);
    if (version.kind === 'settings') await guardSetting(trx, request, version);
    await restoreVersion(trx, version);
    const settings = version.kind === 'settings';
    const auditId = await recordChange(trx, request, {
      resource: auditResourceOf(version.kind),
      // As the trail names the item: a project by its slug; settings, as their saves, by none
      // (the entry's name is in before and after).
      resourceId: settings
        ? null
        : version.kind === 'projects'
          ? String(before.projectId)
          : version.itemId,
      action: 'restore',
      summary: summaryOf(version),
      before: settings ? { [version.itemId]: before.value } : before,
      after: settings ? { [version.itemId]: version.data.value } : version.data,
      ...(settings ? { items: [version.itemId] } : {}),
    });
    const made = await findVersion(trx, { auditId });
    if (!made) throw new Error(`The restore of version ${version.id} made no version`);
    return made;
  });
}

export const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.get(
    '/versions',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags,
        summary:
          "An item's versions, newest first: kind, id (the row's id; a settings entry's name). " +
          'Each with who saved it, when, and the item as it then was, in both languages',
        querystring: VersionQuery,
        response: { 200: VersionList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.query;
      if (kind !== 'settings' && !/^[1-9][0-9]{0,15}$/.test(id)) {
        throw new HttpError(400, 'id must be the id of the item', 'id');
      }
      return versionsOf(db, kind, id);
    },
  );

  app.post(
    '/versions/:versionId/restore',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags,
        summary:
          "Restores the version: the item's texts in both languages and its image or file " +
          'become what it had; the item keeps its id and its place. Recorded in the audit trail ' +
          'as a restore, which makes a new version (the answer)',
        description:
          '404 when the version, or its item, is no longer there (a deleted item comes back from ' +
          'the bin first); 409 when it cannot come back (another item now has its name, its news ' +
          'logo or its file is gone). Settings only an Owner may change are restored only by an ' +
          'Owner (403).',
        params: VersionParams,
        response: { 200: Version, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const version = await findVersion(db, { id: request.params.versionId });
      if (!version) throw new HttpError(404, RESTORE_MESSAGES.versionGone);
      // Gone is said first: a deleted item's files may be gone with it.
      if (!(await readItem(db, version.kind, version.itemId))) {
        throw new HttpError(404, RESTORE_MESSAGES.itemGone);
      }
      await checkFilesKept(uploads.root, version);
      return restore(db, request, version);
    },
  );
};

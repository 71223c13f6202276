import { CONTENT_ROLES } from '@contract/admin';
import { ErrorBody } from '@contract/common';
import {
  SETTINGS_PUT_FIELDS,
  SettingList,
  type BannerContent,
  type LogoContent,
  type TrustContent,
} from '@contract/settings';
import { uploadUrl } from '@contract/uploads';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { guardOwnerSettings, guardTrust, recordChange, writeOwnerNotice } from '../../auth';
import type { Db } from '../../db';
import { PUBLIC_CACHE } from '../../http';
import { type DecodedImage, fileIn, readMultipart, type UploadStore } from '../../media';
import { parseRequested, type Requested } from './input';
import { checkTrustPassword } from './trust';

type Entry = { id: number; name: string; content: unknown };

async function loadSettings(db: Db): Promise<Entry[]> {
  const rows = await db.selectFrom('settings').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, content: JSON.parse(row.content) }));
}

function imageOf(content: string | undefined): unknown {
  if (content === undefined) return undefined;
  const parsed = JSON.parse(content) as { image?: unknown };
  return parsed.image;
}

export const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.get(
    '/settings',
    {
      // Sent whole with its Content-Length: the loading screen shows the download progress.
      compress: false,
      // The SPA waits for this list before showing anything: it is read far more than written.
      config: PUBLIC_CACHE,
      schema: {
        tags: ['settings'],
        summary: 'Every setting as {id, name, content}',
        response: { 200: SettingList },
      },
    },
    async () => loadSettings(db),
  );

  app.put(
    '/settings',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['settings'],
        summary:
          'multipart/form-data: json (list of {name, content}), image (logo file), bannerImage, ' +
          'password',
        description:
          'Only an Owner may change the `trust` and `receipt-wording` settings (403 otherwise, ' +
          'nothing stored). A change ' +
          "of its UPI ID, payee name or PAN needs the Owner's password in `password` (400 when " +
          'missing, 403 when wrong, counted as a failed sign-in: 429 past the limit) and leaves a ' +
          'notice for every Owner (GET /api/v1/notices).',
        consumes: ['multipart/form-data'],
        response: { 200: SettingList, 400: ErrorBody },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        fileFields: { [SETTINGS_PUT_FIELDS.logo]: 'logo', [SETTINGS_PUT_FIELDS.banner]: 'banner' },
        maxFiles: 2,
        secrets: [SETTINGS_PUT_FIELDS.password],
      });
      const logoFile = fileIn(form, SETTINGS_PUT_FIELDS.logo);
      const bannerFile = fileIn(form, SETTINGS_PUT_FIELDS.banner);
      const requested = parseRequested(form.fields[SETTINGS_PUT_FIELDS.json], Boolean(logoFile));
      if (logoFile && !requested.has('logo')) requested.set('logo', undefined);
      const password = form.fields[SETTINGS_PUT_FIELDS.password];
      const passwordOk = await checkTrustPassword(db, request, requested.has('trust'), password);

      await storeAndWrite(db, uploads, request, requested, passwordOk, { logoFile, bannerFile });
      return loadSettings(db);
    },
  );
};

/**
 * Stores the new files, then writes every entry in one transaction, with the audit row (and each
 * changed entry's version) and the Owners' notices of a changed trust (trust.ts, which refuses
 * what the person may not change). On failure the new files are removed. A replaced logo or
 * banner stays stored: the entry's earlier version names it, and restores it (server/versions).
 */
async function storeAndWrite(
  db: Db,
  uploads: UploadStore,
  request: FastifyRequest,
  requested: Requested,
  passwordOk: boolean | undefined,
  { logoFile, bannerFile }: { logoFile?: DecodedImage; bannerFile?: DecodedImage },
): Promise<void> {
  const newLogo = logoFile ? await uploads.storeImage('logo', logoFile) : undefined;
  let newBanner: string | undefined;
  try {
    newBanner = bannerFile ? await uploads.storeImage('banner', bannerFile) : undefined;
    return await db.transaction().execute(async (trx) => {
      const current = new Map(
        (await trx.selectFrom('settings').select(['name', 'content']).execute()).map((row) => [
          row.name,
          row.content,
        ]),
      );
      guardOwnerSettings(request, current, requested);
      const trust = requested.get('trust') as TrustContent | undefined;
      const notices = guardTrust(request, current.get('trust'), trust, passwordOk);
      const oldBanner = imageOf(current.get('banner'));

      if (newLogo) requested.set('logo', { image: uploadUrl('logo', newLogo) } as LogoContent);
      if (newBanner && !requested.has('banner')) {
        const stored = current.get('banner');
        if (stored) requested.set('banner', JSON.parse(stored) as BannerContent);
      }
      const banner = requested.get('banner') as BannerContent | undefined;
      if (banner) {
        if (newBanner) banner.image = uploadUrl('banner', newBanner);
        // A bare file name is how the SPA says "keep the stored image".
        else if (banner.image !== '' && !banner.image.includes('/')) {
          banner.image = typeof oldBanner === 'string' ? oldBanner : '';
        }
      }

      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [name, content] of requested) {
        const text = JSON.stringify(content);
        await trx
          .insertInto('settings')
          .values({ name, content: text })
          .onConflict((oc) => oc.column('name').doUpdateSet({ content: text }))
          .execute();
        const old = current.get(name);
        if (old === text) continue;
        before[name] = old === undefined ? null : (JSON.parse(old) as unknown);
        after[name] = content;
      }
      const changed = Object.keys(after);
      // A save that changes nothing is not a change worth a line in the trail.
      if (changed.length > 0) {
        await recordChange(trx, request, {
          resource: 'settings',
          resourceId: null,
          action: 'edit',
          summary: changed.join(', '),
          before,
          after,
          items: changed,
        });
      }
      for (const summary of notices) await writeOwnerNotice(trx, request.admin!.email, summary);
    });
  } catch (error) {
    if (newLogo) await uploads.removeStored('logo', newLogo);
    if (newBanner) await uploads.removeStored('banner', newBanner);
    throw error;
  }
}

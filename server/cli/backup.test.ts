import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENTS_DIR } from '@contract/documents';
import { UPLOAD_RULES } from '@contract/uploads';
import * as tar from 'tar';
import { buildApp } from '../app';
import { prepare, type Prepared } from '../bootstrap';
import { loadConfig } from '../config';
import { form } from '../test/fixtures';
import { injector, type Client } from '../test/http';
import { makePhoto } from '../test/imageFixtures';
import { ADMIN, TEST_DATABASE_URL, login, withPg } from '../test/testApp';
import { BACKUP_FORMAT, type BackupManifest } from './backupArchive';

/*
 * `npm run backup` while the server runs, `npm run restore` into a new data folder, a server
 * started there: every API answer and every stored file is the same, byte for byte. On SQLite
 * in the `server` project; in `server-postgres` on two databases of its own (pg_dump, psql).
 */

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');

type Site = {
  inject: Client;
  auth: { authorization: string };
  prepared: Prepared;
  close(): Promise<void>;
};

async function openSite(dataDir: string, databaseUrl: string | undefined): Promise<Site> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ config });
  const prepared = await prepare(app, config);
  const inject = injector(app);
  const { token } = (await login(inject)).json<{ token: string }>();
  return { inject, auth: { authorization: `Bearer ${token}` }, prepared, close: () => app.close() };
}

/** A database of its own on the test server (pg_dump takes whole databases). */
async function createDatabase(): Promise<{ url: string; drop(): Promise<unknown> }> {
  const name = `charity_backup_${randomBytes(5).toString('hex')}`;
  await withPg((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPg(async (client) => {
        // A closed site's pool ends its connections a moment after it resolves: wait for them, or
        // FORCE terminates one and its client, still closing in this process, throws the error.
        const connected = async () =>
          (
            await client.query<{ count: number }>(
              'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
              [name],
            )
          ).rows[0]!.count;
        for (let wait = 0; wait < 50 && (await connected()) > 0; wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

function runCli(script: string, args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: undefined, UPLOADS_DIR: undefined, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function uploadsOf(dataDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const dir of [...Object.values(UPLOAD_RULES).map((rule) => rule.dir), DOCUMENTS_DIR]) {
    const folder = path.join(dataDir, 'uploads', dir);
    for (const name of readdirSync(folder)) {
      files.set(`${dir}/${name}`, readFileSync(path.join(folder, name)));
    }
  }
  return files;
}

const COMPARED = [
  '/api/v1/settings',
  '/api/v1/documents',
  '/api/v1/images',
  '/api/v1/partners',
  '/api/v1/highlights',
  '/api/v1/news?limit=100',
  '/api/v1/news/logos',
  '/api/v1/testimonials?limit=100',
  '/api/v1/projects',
];

let scratch = '';
const cleanups: (() => Promise<unknown>)[] = [];
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'charity-backup-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(scratch, { recursive: true, force: true });
});

async function database(): Promise<string | undefined> {
  if (!TEST_DATABASE_URL) return undefined;
  const made = await createDatabase();
  cleanups.push(made.drop);
  return made.url;
}

describe('npm run backup and npm run restore', () => {
  it('round-trip a running site: the same answers and the same files, byte for byte', async () => {
    const [sourceDb, targetDb] = [await database(), await database()];
    const sourceDir = path.join(scratch, 'source');
    const source = await openSite(sourceDir, sourceDb);
    cleanups.push(source.close);
    // Real content beyond the demo: an upload, and an edit.
    const upload = await source.inject({
      method: 'POST',
      url: '/api/v1/partners',
      headers: source.auth,
      payload: form(
        { name: 'Backed up', nameUr: 'محفوظ شدہ' },
        { image: { data: await makePhoto(1000, 600), filename: 'a.jpg' } },
      ),
    });
    expect(upload.statusCode).toBe(201);
    const [first] = (await source.inject({ url: '/api/v1/partners' })).json<
      { id: number; logo: string }[]
    >();
    // With a new logo: the old one stays stored, for the partner's earlier version.
    const edit = await source.inject({
      method: 'PATCH',
      url: `/api/v1/partners/${first?.id ?? 0}`,
      headers: source.auth,
      payload: form(
        { name: 'Edited before the backup' },
        { image: { data: await makePhoto(800, 500), filename: 'b.jpg' } },
      ),
    });
    expect(edit.statusCode).toBe(200);
    // And an order: the new partner (added last) put first.
    const ids = (await source.inject({ url: '/api/v1/partners' })).json<{ id: number }[]>();
    const ordered = await source.inject({
      method: 'PUT',
      url: '/api/v1/partners/order',
      headers: source.auth,
      payload: { ids: [ids.at(-1)?.id, ...ids.slice(0, -1).map(({ id }) => id)] },
    });
    expect(ordered.statusCode).toBe(204);
    // And a scheduled draft (issue 31): its state and window come back with it.
    const draft = await source.inject({
      method: 'POST',
      url: '/api/v1/partners',
      headers: source.auth,
      payload: form(
        {
          name: 'Eid appeal',
          status: 'draft',
          publishAt: '2027-03-01T00:00:00+05:30',
          unpublishAt: '2027-04-01T00:00:00+05:30',
        },
        { image: { data: await makePhoto(400, 300), filename: 'eid.jpg' } },
      ),
    });
    expect(draft.statusCode).toBe(201);

    // And the bin: a news item (its photo) and a document (its PDF) deleted before the backup.
    const news = (await source.inject({ url: '/api/v1/news' })).json<{
      data: { id: number; image: string }[];
    }>().data[0];
    const document = (await source.inject({ url: '/api/v1/documents' })).json<
      { id: number; url: string }[]
    >()[0];
    for (const url of [`/api/v1/news/${news?.id}`, `/api/v1/documents/${document?.id}`]) {
      const deleted = await source.inject({ method: 'DELETE', url, headers: source.auth });
      expect(deleted.statusCode).toBe(204);
    }
    const binned = await source.inject({ url: '/api/v1/bin', headers: source.auth });
    expect(binned.json()).toHaveLength(2);

    // What a backup killed midway two days ago left behind.
    const abandoned = path.join(sourceDir, 'uploads', '.backup-abandoned');
    await mkdir(abandoned);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(abandoned, twoDaysAgo, twoDaysAgo);

    // While the source server is still open on its database.
    const archive = path.join(scratch, 'site.tar.gz');
    const backup = await runCli('backup', ['--out', archive], {
      DATA_DIR: sourceDir,
      DATABASE_URL: sourceDb,
    });
    expect(backup).toEqual({
      code: 0,
      output: expect.stringContaining(`Backup written: ${archive}`),
    });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // Its own staging folder is gone, and so is the abandoned one.
    expect(
      readdirSync(path.join(sourceDir, 'uploads')).filter((name) => name.startsWith('.')),
    ).toEqual([]);

    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    const databaseEntry = sourceDb ? 'database.sql' : 'charity.db';
    expect(entries).toEqual(expect.arrayContaining(['manifest.json', databaseEntry]));
    expect(entries.filter((entry) => entry.includes('jwt-secret'))).toEqual([]);
    const sourceFiles = uploadsOf(sourceDir);
    expect(entries.filter((entry) => /^uploads\/[^/]+\/[^/]+$/.test(entry)).sort()).toEqual(
      [...sourceFiles.keys()].map((file) => `uploads/${file}`).sort(),
    );

    const targetDir = path.join(scratch, 'target');
    const restore = await runCli('restore', [archive], {
      DATA_DIR: targetDir,
      DATABASE_URL: targetDb,
    });
    expect(restore).toEqual({ code: 0, output: expect.stringContaining(`into ${targetDir}`) });
    await tar.x({ file: archive, cwd: scratch, filter: (entry) => entry === 'manifest.json' });
    const manifest = JSON.parse(
      readFileSync(path.join(scratch, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest).toEqual({
      format: BACKUP_FORMAT,
      formatVersion: 1,
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      database: sourceDb ? 'postgresql' : 'sqlite',
      uploads: sourceFiles.size,
    });

    const target = await openSite(targetDir, targetDb);
    cleanups.push(target.close);
    expect(target.prepared.seed).toBe('kept');
    expect(target.prepared.swept).toEqual({ temp: 0, orphans: 0 });
    for (const url of COMPARED) {
      const [before, after] = [await source.inject({ url }), await target.inject({ url })];
      expect({ url, status: after.statusCode, body: after.body }).toEqual({
        url,
        status: 200,
        body: before.body,
      });
    }
    // Drafts and schedules too, as an editor lists them.
    const everyPartner = '/api/v1/partners?status=all';
    const [allBefore, allAfter] = [
      await source.inject({ url: everyPartner, headers: source.auth }),
      await target.inject({ url: everyPartner, headers: target.auth }),
    ];
    expect(allAfter.body).toBe(allBefore.body);
    expect(allAfter.json()).toContainEqual(
      expect.objectContaining({
        name: 'Eid appeal',
        status: 'draft',
        publishAt: '2027-02-28T18:30:00.000Z',
        unpublishAt: '2027-03-31T18:30:00.000Z',
      }),
    );
    // The bin comes back whole: its entries, and their files (swept none of them, above).
    const targetBin = await target.inject({ url: '/api/v1/bin', headers: target.auth });
    expect(targetBin.body).toBe(binned.body);
    const [documentEntry, newsEntry] = targetBin.json<{ id: number; kind: string }[]>();
    expect([documentEntry?.kind, newsEntry?.kind]).toEqual(['documents', 'news']);
    for (const url of [news?.image ?? '', document?.url ?? '']) {
      expect((await target.inject({ url })).statusCode).toBe(200);
    }
    const restored = await target.inject({
      method: 'POST',
      url: `/api/v1/bin/${newsEntry?.id}/restore`,
      headers: target.auth,
    });
    expect(restored.statusCode).toBe(200);
    const back = await target.inject({ url: '/api/v1/news?limit=100' });
    expect(back.json<{ data: { id: number }[] }>().data.map(({ id }) => id)).toContain(news?.id);

    const partners = (await target.inject({ url: '/api/v1/partners' })).json<
      { name: string; nameUr: string | null; logo: string }[]
    >();
    expect(partners.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Backed up', 'Edited before the backup']),
    );
    // The order comes back too (compared above, and here by name).
    expect(partners[0]?.name).toBe('Backed up');
    // The Urdu beside the English comes back too (as every demo text's Urdu does, compared above).
    expect(partners.find((row) => row.name === 'Backed up')?.nameUr).toBe('محفوظ شدہ');

    const targetFiles = uploadsOf(targetDir);
    expect([...targetFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [file, bytes] of sourceFiles)
      expect(targetFiles.get(file)?.equals(bytes)).toBe(true);
    const logo = partners.find((row) => row.name === 'Backed up')?.logo ?? '';
    const served = await target.inject({ url: logo });
    expect(served.statusCode).toBe(200);
    expect(
      served.rawPayload.equals(
        sourceFiles.get(logo.split('/').slice(-2).join('/')) ?? Buffer.alloc(0),
      ),
    ).toBe(true);

    // Every version comes back, and the first one of the edited partner restores its old logo.
    const versionsUrl = `/api/v1/versions?kind=partners&id=${first?.id ?? 0}`;
    const [kept, carried] = [
      await source.inject({ url: versionsUrl, headers: source.auth }),
      await target.inject({ url: versionsUrl, headers: target.auth }),
    ];
    expect(carried.statusCode).toBe(200);
    expect(carried.body).toBe(kept.body);
    const versions = carried.json<{ id: number; action: string; data: { logo: string } }[]>();
    expect(versions.map(({ action }) => action)).toEqual(['edit', 'upgrade']);
    const oldest = versions[1]!;
    expect(oldest.data.logo).toBe(first?.logo);
    const brought = await target.inject({
      method: 'POST',
      url: `/api/v1/versions/${oldest.id}/restore`,
      headers: target.auth,
    });
    expect(brought.statusCode).toBe(200);
    const afterRestore = (await target.inject({ url: '/api/v1/partners' })).json<
      { id: number; logo: string }[]
    >();
    expect(afterRestore.find(({ id }) => id === first?.id)?.logo).toBe(oldest.data.logo);
    expect((await target.inject({ url: oldest.data.logo })).statusCode).toBe(200);
  });

  it('restore refuses a data folder that is not empty, and leaves it as it was', async () => {
    const sourceDb = await database();
    const sourceDir = path.join(scratch, 'source');
    const source = await openSite(sourceDir, sourceDb);
    cleanups.push(source.close);
    const archive = path.join(scratch, 'site.tar.gz');
    expect(
      (await runCli('backup', ['--out', archive], { DATA_DIR: sourceDir, DATABASE_URL: sourceDb }))
        .code,
    ).toBe(0);

    const busyDir = path.join(scratch, 'busy');
    await mkdir(busyDir);
    await writeFile(path.join(busyDir, 'notes.txt'), 'keep me');
    const refused = await runCli('restore', [archive], {
      DATA_DIR: busyDir,
      DATABASE_URL: await database(),
    });
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      `Restore failed: The data folder ${busyDir} is not empty: restore only into an empty ` +
        'folder (set DATA_DIR to a new one, or move its contents away first).',
    );
    expect(readdirSync(busyDir)).toEqual(['notes.txt']);

    if (sourceDb) {
      // And, on PostgreSQL, a database that already holds a site (here: the source's own).
      const emptyDir = path.join(scratch, 'empty');
      const intoUsed = await runCli('restore', [archive], {
        DATA_DIR: emptyDir,
        DATABASE_URL: sourceDb,
      });
      expect(intoUsed.code).toBe(1);
      expect(intoUsed.output).toContain('is not empty: restore only into a new, empty database');
      expect(existsSync(emptyDir)).toBe(false);
    }
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { BIN_DAYS, type BinEntry } from '@contract/admin';
import { DOCUMENTS_DIR } from '@contract/documents';
import { buildApp, type App } from '../app';
import { sweepUploads } from '../media';
import { samplePdf } from '../seed/samplePdf';
import { form, makeJpeg } from '../test/fixtures';
import { TEST_DATABASE_URL, useTestApp } from '../test/testApp';

/*
 * The purge: an entry goes with its files once BIN_DAYS days have passed, not a moment before;
 * it runs when an instance starts, and two instances on one database purge each entry once.
 */

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const bin = async () => (await t.admin({ url: '/api/v1/bin' })).json<BinEntry[]>();
const documentsOnDisk = () => path.join(t.config.uploadsDir, DOCUMENTS_DIR);

/** Adds a partner and a document, deletes both, and answers their files' paths on disk. */
async function binTwo(name = 'Gone'): Promise<string[]> {
  const partner = await t.admin({
    method: 'POST',
    url: '/api/v1/partners',
    payload: form({ name }, { image: { data: await makeJpeg(), filename: 'a.jpg' } }),
  });
  const document = await t.admin({
    method: 'POST',
    url: '/api/v1/documents',
    payload: form(
      { year: '2024-25', title: `${name} report`, kind: 'annualReport' },
      { file: { data: samplePdf([name]), type: 'application/pdf', filename: 'r.pdf' } },
    ),
  });
  const { id: partnerId, logo } = partner.json<{ id: number; logo: string }>();
  const { id: documentId, url } = document.json<{ id: number; url: string }>();
  expect((await t.remove(`/api/v1/partners/${partnerId}`)).statusCode).toBe(204);
  expect((await t.remove(`/api/v1/documents/${documentId}`)).statusCode).toBe(204);
  return [
    path.join(t.config.uploadsDir, 'Partners', path.basename(logo)),
    path.join(documentsOnDisk(), path.basename(url)),
  ];
}

/** Another instance of the app on the same database and uploads folder. */
async function secondInstance(): Promise<App> {
  const other = await buildApp({ config: t.config });
  return other;
}

describe('the purge', () => {
  it(`removes an entry and its files ${BIN_DAYS} days after the delete, and not before`, async () => {
    const files = await binTwo();
    const entries = await bin();
    expect(entries).toHaveLength(2);
    const purgeAt = Math.min(...entries.map((entry) => Date.parse(entry.purgeAt)));

    expect(await t.app.bin.purge(new Date(purgeAt - 1))).toBe(0);
    expect(await bin()).toHaveLength(2);
    for (const file of files) expect(existsSync(file)).toBe(true);

    expect(await t.app.bin.purge(new Date(purgeAt + DAY_MS))).toBe(2);
    expect(await bin()).toEqual([]);
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect(
      (await t.admin({ method: 'POST', url: `/api/v1/bin/${entries[0]!.id}/restore` })).statusCode,
    ).toBe(404);
  });

  it('leaves the files of binned items to the start’s sweep of unused uploads', async () => {
    const files = await binTwo();
    expect(await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 })).toEqual({
      temp: 0,
      orphans: 0,
    });
    for (const file of files) expect(existsSync(file)).toBe(true);
  });

  it('keeps a binned item’s versions and their files, then purges them with it', async () => {
    const partner = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form(
        { name: 'Versioned' },
        { image: { data: await makeJpeg(), filename: 'a.jpg' } },
      ),
    });
    const { id, logo: first } = partner.json<{ id: number; logo: string }>();
    const edited = await t.admin({
      method: 'PATCH',
      url: `/api/v1/partners/${id}`,
      payload: form({}, { image: { data: await makeJpeg(), filename: 'b.jpg' } }),
    });
    const second = edited.json<{ logo: string }>().logo;
    expect(second).not.toBe(first);
    expect((await t.remove(`/api/v1/partners/${id}`)).statusCode).toBe(204);
    const onDisk = [first, second].map((logo) =>
      path.join(t.config.uploadsDir, 'Partners', path.basename(logo)),
    );
    const versions = async () =>
      (await t.admin({ url: `/api/v1/versions?kind=partners&id=${id}` })).json<unknown[]>();

    // In the bin, the item's versions and the older logo they name stay (the sweep keeps it).
    await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 });
    expect(await versions()).toHaveLength(2);
    for (const file of onDisk) expect(existsSync(file)).toBe(true);

    const [entry] = await bin();
    expect(await t.app.bin.purge(new Date(Date.parse(entry!.purgeAt) + 1))).toBe(1);
    expect(await versions()).toEqual([]);
    for (const file of onDisk) expect(existsSync(file)).toBe(false);
  });

  it('runs when an instance starts: what fell due while it was down goes', async () => {
    const files = await binTwo();
    // As if the server had been stopped for longer than the bin keeps things.
    await t.app.db
      .updateTable('binEntries')
      .set({ purgeAt: new Date(Date.now() - DAY_MS).toISOString() })
      .execute();
    const restarted = await secondInstance();
    try {
      await restarted.ready();
      expect(await bin()).toEqual([]);
      for (const file of files) expect(existsSync(file)).toBe(false);
    } finally {
      await restarted.close();
    }
  });

  it('purges each entry once when two instances run it at the same time', async () => {
    const files = [...(await binTwo('One')), ...(await binTwo('Two')), ...(await binTwo('Three'))];
    const other = await secondInstance();
    try {
      const later = new Date(Date.now() + (BIN_DAYS + 1) * DAY_MS);
      // Several instances share a PostgreSQL database (docs/deploy.md): there they race. A SQLite
      // file has one server; two apps of one process would only wait on each other's lock, so
      // there the second runs after the first and finds nothing left to do.
      const counts = TEST_DATABASE_URL
        ? await Promise.all([t.app.bin.purge(later), other.bin.purge(later)])
        : [await t.app.bin.purge(later), await other.bin.purge(later)];
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
      expect(await bin()).toEqual([]);
      for (const file of files) expect(existsSync(file)).toBe(false);
    } finally {
      await other.close();
    }
  });
});

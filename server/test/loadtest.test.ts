import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { UPLOAD_RULES } from '@contract/uploads';
import { runLoadTest, type LoadTestOptions } from '../../scripts/lib/load/runLoadTest';
import { ADMIN, createTestApp, type TestApp } from './testApp';

/*
 * The checks of `npm run loadtest` (scripts/loadtest.ts), on a short run against a real app
 * with the demo content: a healthy server passes them, and a lost write, a row nobody
 * acknowledged and stray files each fail them. No rendered pages: this project has no build.
 */

let t: TestApp;
let options: LoadTestOptions;

beforeEach(async () => {
  t = await createTestApp({ seedDemo: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  options = {
    origin: `http://127.0.0.1:${port}`,
    credentials: ADMIN,
    duration: 5,
    connections: 20,
    // More writes than the real run, so a short one creates, edits and deletes plenty.
    writeShare: 0.3,
    pages: false,
    uploadsDir: t.config.uploadsDir,
  };
});

afterEach(() => t.close());

it('passes a healthy server: no errors, no 5xx, every acknowledged write stored', async () => {
  const report = await runLoadTest(options);

  expect(report.problems).toEqual([]);
  expect(report.errors).toBe(0);
  expect(report.serverErrors).toBe(0);
  // How many requests a short run makes depends on the machine (speed is the benchmark's
  // business, docs/performance.md); the run must have read, written and stored something.
  expect(report.reads).toBeGreaterThan(0);
  expect(report.acknowledgedWrites).toBeGreaterThan(0);
  expect(report.state.present).toBeGreaterThan(0);
  // What the checks found is what the database holds: the run's rows, as acknowledged, plus
  // at most the writes the end of the run cut off (stored or not, nobody heard).
  const partners = await t.app.db
    .selectFrom('partners')
    .select('id')
    .where('name', 'like', 'Load %')
    .execute();
  const news = await t.app.db
    .selectFrom('news')
    .select('id')
    .where('heading', 'like', 'Load %')
    .execute();
  const gifts = await t.app.db
    .selectFrom('donations')
    .select('id')
    .where('donorName', 'like', 'Load %')
    .execute();
  const stored = partners.length + news.length + gifts.length;
  expect(stored).toBeGreaterThanOrEqual(report.state.present);
  expect(stored).toBeLessThanOrEqual(report.state.present + report.cutOff);
}, 90_000);

it('fails on a lost write, a row nobody acknowledged and files no row names', async () => {
  let lost = '';
  const report = await runLoadTest({
    ...options,
    async afterLoad(writes) {
      // A partner, else a news item (a short run on a busy machine may finish no partner).
      const stored = (kind: 'partner' | 'news') =>
        writes.find((r) => r.kind === kind && !r.deleted && !r.unknown);
      const row = stored('partner') ?? stored('news');
      if (!row) throw new Error('The run stored no partner and no news item');
      lost = `${row.kind} ${row.id} ("${row.label}"): acknowledged, but not stored`;
      const table = row.kind === 'partner' ? 'partners' : 'news';
      await t.app.db.deleteFrom(table).where('id', '=', row.id).execute();
      await t.app.db
        .insertInto('partners')
        .values({ name: 'Slipped in', image: 'missing-1x1.png' })
        .execute();
      const folder = path.join(t.config.uploadsDir, UPLOAD_RULES.news.dir);
      await writeFile(path.join(folder, 'stray-10x10.png'), 'not named by any row');
      await writeFile(path.join(folder, '.half-10x10.png.tmp'), 'half written');
    },
  });

  expect(report.errors).toBe(0);
  expect(report.problems).toEqual(
    expect.arrayContaining([
      lost,
      expect.stringMatching(
        /^partner \d+ \("Slipped in"\): stored, but no write of the run was acknowledged/,
      ),
      '/user/upload/Partners/missing-1x1.png answered 404 application/json; charset=utf-8',
      'News/stray-10x10.png: no stored row names this file',
      'News/.half-10x10.png.tmp: an unfinished file was left',
    ]),
  );
}, 90_000);

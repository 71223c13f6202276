import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_URL_PREFIX } from '@contract/uploads';
import { form, makePng } from './fixtures';
import { createTestApp, type TestApp } from './testApp';

/* UPLOADS_DIR: the uploads live (and are served from) a folder outside DATA_DIR. */

let t: TestApp;
let uploadsDir: string;

beforeEach(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'charity-uploads-'));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});

afterEach(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

it('stores, serves and deletes uploaded files in UPLOADS_DIR, none under DATA_DIR', async () => {
  const added = await t.admin({
    method: 'POST',
    url: '/api/v1/partners',
    payload: form({ name: 'Elsewhere' }, { image: { data: await makePng(40, 20) } }),
  });
  expect(added.statusCode).toBe(201);
  const { id, logo } = added.json<{ id: number; logo: string }>();

  const file = path.join(uploadsDir, logo.slice(UPLOAD_URL_PREFIX.length + 1));
  expect(existsSync(file)).toBe(true);
  expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
  const served = await t.inject({ url: logo });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(readFileSync(file))).toBe(true);

  const deleted = await t.remove(`/api/v1/partners/${id}`);
  expect(deleted.statusCode).toBe(204);
  // Kept there while the partner is in the bin; deleted from there by the purge.
  expect(existsSync(file)).toBe(true);
  expect(await t.purgeBin()).toBe(1);
  expect(existsSync(file)).toBe(false);
  expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
});

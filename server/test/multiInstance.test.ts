import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { THEME_COLORS } from '@contract/settings';
import { UPLOAD_URL_PREFIX } from '@contract/uploads';
import { CHECK_EVERY_MS } from '../http';
import { MAX_FAILED_LOGINS } from '../auth';
import { makePhoto } from './imageFixtures';
import {
  imageForm,
  signIn,
  startServer,
  stopServer,
  type Auth,
  type ChildServer,
} from './childServer';
import { TEST_DATABASE_URL, withPg } from './testApp';

/*
 * Several machines: two server processes on one PostgreSQL database and one uploads folder
 * (UPLOADS_DIR), each with a DATA_DIR of its own and the same JWT_SECRET, as docs/deploy.md
 * sets them up behind a load balancer. Whatever one answers, the other must answer too. Runs in
 * the server-postgres project only (jest.config.ts).
 */

if (!TEST_DATABASE_URL) throw new Error('multiInstance.test.ts needs TEST_DATABASE_URL');
const serverUrl = TEST_DATABASE_URL;

const onPg = (sql: string) => withPg((client) => client.query(sql));

const database = `charity_multi_${randomBytes(5).toString('hex')}`;
const folders: string[] = [];
let a: ChildServer;
let b: ChildServer;
let uploadsDir: string;
let auth: Auth;

async function folder(name: string): Promise<string> {
  const made = await mkdtemp(path.join(os.tmpdir(), `charity-${name}-`));
  folders.push(made);
  return made;
}

beforeAll(async () => {
  await onPg(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  uploadsDir = await folder('shared-uploads');
  const env = {
    DATABASE_URL: url.toString(),
    UPLOADS_DIR: uploadsDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
  };
  // The first start creates the schema and the admin; the second finds them (docs/deploy.md).
  a = await startServer({ dataDir: await folder('instance-a'), env });
  b = await startServer({ dataDir: await folder('instance-b'), env });
  auth = await signIn(a.origin);
}, 180_000);

afterAll(async () => {
  await stopServer(a);
  await stopServer(b);
  await onPg(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
});

type Partner = { id: number; name: string; logo: string };

const json = async <T>(answer: Response) => (await answer.json()) as T;
const partnersOf = async (server: ChildServer) =>
  json<Partner[]>(await fetch(`${server.origin}/api/v1/partners`));

it('a partner added through one instance, with its logo, is listed and served by the other, and binned and restored across them', async () => {
  // Signed in on A, written through B: no sticky sessions needed.
  const added = await fetch(`${b.origin}/api/v1/partners`, {
    method: 'POST',
    headers: auth,
    body: imageForm({ name: 'Shared partner' }, [await makePhoto(120, 80)]),
  });
  expect(added.status).toBe(201);
  const partner = await json<Partner>(added);

  expect(await partnersOf(a)).toContainEqual(partner);
  const file = path.join(uploadsDir, partner.logo.slice(UPLOAD_URL_PREFIX.length + 1));
  expect(existsSync(file)).toBe(true);
  const served = await fetch(`${a.origin}${partner.logo}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|webp)$/);
  expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(file))).toBe(true);

  // Deleted through A: gone from B's list, and in the bin, its file kept in the shared folder.
  const deleted = await fetch(`${a.origin}/api/v1/partners/${partner.id}`, {
    method: 'DELETE',
    headers: auth,
  });
  expect(deleted.status).toBe(204);
  expect(await partnersOf(b)).not.toContainEqual(partner);
  expect(existsSync(file)).toBe(true);
  expect((await fetch(`${b.origin}${partner.logo}`)).status).toBe(200);

  // Restored through B: back in A's list as it was, its logo served.
  const [entry] = await json<{ id: number; itemId: string }[]>(
    await fetch(`${b.origin}/api/v1/bin`, { headers: auth }),
  );
  expect(entry?.itemId).toBe(String(partner.id));
  const restored = await fetch(`${b.origin}/api/v1/bin/${entry?.id}/restore`, {
    method: 'POST',
    headers: auth,
  });
  expect(restored.status).toBe(200);
  expect(await partnersOf(a)).toContainEqual(partner);
  expect((await fetch(`${a.origin}${partner.logo}`)).status).toBe(200);
});

type Setting = { name: string; content: unknown };
const themeOf = async (server: ChildServer) => {
  const list = await json<Setting[]>(await fetch(`${server.origin}/api/v1/settings`));
  return (list.find((entry) => entry.name === 'theme')?.content as { color?: string }).color;
};

it("a settings change through one instance reaches the other's cache within a second or so", async () => {
  // Both instances have the current settings cached.
  const before = await themeOf(b);
  expect(await themeOf(a)).toBe(before);
  const color = THEME_COLORS.find((candidate) => candidate !== before);
  const form = new FormData();
  form.append('json', JSON.stringify([{ name: 'theme', content: { color } }]));
  const put = await fetch(`${a.origin}/api/v1/settings`, {
    method: 'PUT',
    headers: auth,
    body: form,
  });
  expect(put.status).toBe(200);
  const changedAt = Date.now();
  // The writer answers with the change at once...
  expect(await themeOf(a)).toBe(color);
  // ...the other instance once it next checks the content version (every CHECK_EVERY_MS).
  let seen = await themeOf(b);
  while (seen !== color && Date.now() - changedAt < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await themeOf(b);
  }
  expect(seen).toBe(color);
  expect(Date.now() - changedAt).toBeLessThan(CHECK_EVERY_MS + 2000);
});

it('a token signed out through one instance is refused by the other', async () => {
  const session = await signIn(b.origin);
  const out = await fetch(`${a.origin}/api/v1/users/logout`, { method: 'POST', headers: session });
  expect(out.status).toBe(204);
  const refused = await fetch(`${b.origin}/api/v1/partners/1`, {
    method: 'DELETE',
    headers: session,
  });
  expect(refused.status).toBe(401);
});

it('counts failed sign-ins across both instances: 3 on one and 2 on the other block both', async () => {
  const attempt = (server: ChildServer) =>
    fetch(`${server.origin}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'guess@example.org', password: 'wrong guess' }),
    });
  expect(MAX_FAILED_LOGINS).toBe(5);
  for (const server of [a, a, a, b, b]) expect((await attempt(server)).status).toBe(401);

  for (const server of [a, b]) {
    const blocked = await attempt(server);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});

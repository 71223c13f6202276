import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  startServer,
  stopServer,
  tempDataDir,
  type ChildServer,
} from '../../server/test/childServer';

/*
 * What a newcomer sees after `npm start` on a fresh build (the ssr project builds first when it
 * is stale): the startup block and nothing else, no build statistics and no log line, also after
 * a page has been served.
 */

const root = path.resolve(__dirname, '..', '..');
let dataDir: string;
let server: ChildServer | undefined;

beforeEach(async () => {
  dataDir = await tempDataDir();
});

afterEach(async () => {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
});

it('prints the startup block and nothing else, before and after serving a page', async () => {
  // A first start as on a newcomer's machine: no admin named, demo content, the default log level
  // and web app folder, and no NODE_ENV (npm start sets production itself).
  server = await startServer({
    dataDir,
    script: 'scripts/start.ts',
    env: {
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      SEED_DEMO: undefined,
      LOG_LEVEL: undefined,
      CLIENT_DIR: undefined,
      NODE_ENV: undefined,
    },
  });
  const home = await fetch(`${server.origin}/`);
  expect(home.status).toBe(200);
  await home.text();
  // Time for a log line, were there one.
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect(server.output().split('\n')).toEqual([
    '',
    'Charity site is running',
    `  URL:       http://127.0.0.1:${new URL(server.origin).port}/   (admin: /admin)`,
    `  Data:      ${dataDir}`,
    `  Database:  SQLite (${path.join(dataDir, 'charity.db')}), content demo content added`,
    `  Web app:   ${path.join(root, 'build', 'client')}`,
    '  Admin:     admin@example.org',
    expect.stringMatching(
      /^ {2}Password: {2}\S{12,} {3}\(shown once: keep it, or reset it later with$/,
    ),
    '             npm run admin -- password admin@example.org)',
    '  Stop with Ctrl+C.',
    '',
    '',
  ]);
}, 90_000);

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/productionServer';

/*
 * What a newcomer sees after `npm start` on a fresh build (the ssr project builds first when it
 * is stale): the startup block and nothing else, no build statistics and no log line, also after
 * a page has been served.
 */

const root = path.resolve(__dirname, '..', '..');
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charity-start-'));
});

afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('prints the startup block and nothing else, before and after serving a page', async () => {
  const port = await freePort();
  // A first start as on a newcomer's machine: no admin named, default log level, demo content.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    while (
      !output.includes('Stop with Ctrl+C.') &&
      Date.now() < deadline &&
      child.exitCode === null
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    await home.text();
    // Time for a log line, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const lines = output.split('\n');
    expect(lines).toEqual([
      '',
      'Charity site is running',
      `  URL:       http://127.0.0.1:${port}/   (admin: /admin)`,
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
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}, 90_000);

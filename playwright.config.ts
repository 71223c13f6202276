import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';

/*
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build,
 * served by the real server (`npm start`, which builds first when the build is stale) with the
 * demo content on a fresh temporary DATA_DIR. Mail is on: the site sends through a real SMTP
 * server started with it (e2e/support/serveWithMail.ts), whose mails the specs read
 * (e2e/support/mailbox.ts).
 */

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;

const READ_ONLY = ['a11y.spec.ts', 'language.spec.ts'];

// The runner and each worker read this file; the runner's folder is the one everyone uses.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'charity-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // e2e/render/ is jest's (server rendering without a browser, `npx jest --selectProjects ssr`).
  testMatch: '*.spec.ts',
  testIgnore: 'render/**',
  // Three workers for the files that only read (on two cores: their waits for the network to go
  // quiet leave room for a third); every other file runs one at a time.
  workers: 3,
  fullyParallel: false,
  projects: [
    // axe on every page and screen in both languages (the longest file by far) and the language
    // order: they change no content, so their tests share the workers. They run first, on the
    // untouched demo content. (The admin on a phone reads only too, but a third heavy file here
    // left the signed-in setups and the language order over their time on a busy CI machine.)
    { name: 'reads', testMatch: READ_ONLY, fullyParallel: true },
    // The flows write (content, sign-ins, gifts): one file at a time against the one server.
    {
      name: 'flows',
      testIgnore: ['render/**', ...READ_ONLY],
      workers: 1,
      dependencies: ['reads'],
    },
  ],
  forbidOnly: true,
  // On CI, jest shares the two cores with the flows: a test that fails once is run again, and
  // the summary names it "flaky" (npm test prints a failed run's end again, so it shows).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  globalTeardown: './e2e/support/removeDataDir.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    locale: 'en-GB',
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: 'node --import tsx e2e/support/serveWithMail.ts',
    url: `${baseURL}/api/v1/settings`,
    reuseExistingServer: false,
    // A first production build takes a minute or two.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'e2e-admin@example.org',
      ADMIN_PASSWORD: 'e2e admin password',
      LOG_LEVEL: 'warn',
    },
  },
});

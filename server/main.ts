import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp, type App } from './app';
import { prepare, type Prepared } from './bootstrap';
import { loadConfig, type Config } from './config';
import { describeDatabase } from './db';
import { assertWritable, DataDirError, EXIT_DATA_DIR_NOT_WRITABLE } from './http';

/* Past this, a request that still has not finished is cut off so the server does stop. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

function summary(config: Config, prepared: Prepared, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const { admin } = prepared;
  const adminLines =
    admin.kind === 'generated'
      ? [
          `  Admin:     ${admin.email}`,
          `  Password:  ${admin.password}   (shown once: keep it, or reset it later with`,
          `             npm run admin -- password ${admin.email})`,
        ]
      : [
          `  Admin:     ${admin.kind === 'configured' ? `${admin.email} (from ADMIN_EMAIL)` : 'exists'}`,
          '             forgot the password? npm run admin -- password EMAIL',
        ];
  const built = existsSync(path.join(config.clientDir, 'index.html'));
  const seeded = { demo: 'demo content added', defaults: 'default settings added', kept: 'kept' };
  return [
    '',
    'Charity site is running',
    `  URL:       http://${host}:${port}/   (admin: /admin)`,
    `  Data:      ${config.dataDir}`,
    `  Database:  ${describeDatabase(config)}, content ${seeded[prepared.seed]}`,
    `  Web app:   ${built ? config.clientDir : 'not built yet: run npm run build'}`,
    ...adminLines,
    ...sweptLines(prepared),
    '  Stop with Ctrl+C.',
    '',
  ].join('\n');
}

function sweptLines({ swept }: Prepared): string[] {
  const count = swept.temp + swept.orphans;
  return count === 0
    ? []
    : [`  Uploads:   removed ${count} unfinished or unused file(s) left by an earlier stop`];
}

/** The configuration, with the data folders proven writable; else one line and a distinct exit. */
function loadWritableConfig(): Config {
  try {
    const config = loadConfig();
    assertWritable([config.uploadsDir]);
    return config;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    // Not worth restarting over: nothing changes until someone fixes the folder.
    process.exit(error instanceof DataDirError ? EXIT_DATA_DIR_NOT_WRITABLE : 1);
  }
}

/**
 * SIGTERM/SIGINT: stop listening, let the requests in flight finish with their answers
 * (app.close() waits for them), close the database, exit 0.
 */
function stopOnSignals(app: App): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing the requests in flight, then stopping...`);
    const timer = setTimeout(() => {
      console.error(`Requests still open after ${SHUTDOWN_TIMEOUT_MS / 1000} s: stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

async function main(): Promise<void> {
  const config = loadWritableConfig();
  const app = await buildApp({ config });
  stopOnSignals(app);

  try {
    const prepared = await prepare(app, config);
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    console.log(summary(config, prepared, port));
  } catch (error) {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();

import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { prepare, type Prepared } from './bootstrap';
import { loadConfig, type Config } from './config';
import { describeDatabase } from './platform/db';

function summary(config: Config, prepared: Prepared): string {
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
    `  URL:       http://${host}:${config.port}/   (admin: /admin)`,
    `  Data:      ${config.dataDir}`,
    `  Database:  ${describeDatabase(config)}, content ${seeded[prepared.seed]}`,
    `  Web app:   ${built ? config.clientDir : 'not built yet: run npm run build'}`,
    ...adminLines,
    '  Stop with Ctrl+C.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: stopping the server...`);
    // app.close() stops listening, waits for open requests and destroys the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    const prepared = await prepare(app, config);
    await app.listen({ port: config.port, host: config.host });
    console.log(summary(config, prepared));
  } catch (error) {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();

/**
 * `npm run loadtest`: the production server (built first when stale) on a temporary DATA_DIR
 * with the demo content, under 200 connections for 60 s of public reads (API and rendered
 * pages) mixed with admin writes (news, partners and gifts: created, edited, deleted, with
 * uploads). Afterwards: no request error, no 5xx (nor any answer outside 2xx), every
 * acknowledged write stored as acknowledged and no other row, every stored image served and
 * no stray file. Exits 1 on any failure.
 *
 *   --duration S      seconds of load (default 60)
 *   --connections N   concurrent connections (default 200)
 *   --write-share X   share of requests that are writes (default 0.1)
 *   --pg URL          run on PostgreSQL: a schema of its own in that database, dropped after
 *   --no-build        use the build as it is
 *
 * Run it alone on the machine (`flock /tmp/charity-build.lock npm run loadtest`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatReport } from './lib/load/report';
import { runLoadTest } from './lib/load/runLoadTest';
import { BENCH_ADMIN, startProductionServer } from './lib/productionServer';
import { buildIfStale } from './productionBuild';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function numberOption(name: string, fallback: number): number {
  const given = option(name);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

async function onPg(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A schema of its own in the given database, so the run leaves nothing behind there. */
async function pgSchema(url: string) {
  const schema = `loadtest_${randomBytes(5).toString('hex')}`;
  await onPg(url, `CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => onPg(url, `DROP SCHEMA ${schema} CASCADE`) };
}

async function main(): Promise<number> {
  const duration = numberOption('--duration', 60);
  const connections = Math.round(numberOption('--connections', 200));
  const writeShare = numberOption('--write-share', 0.1);
  const pgUrl = option('--pg');
  if (!process.argv.includes('--no-build') && !(await buildIfStale())) {
    throw new Error('The production build failed; see the messages above.');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charity-loadtest-'));
  const database = pgUrl ? await pgSchema(pgUrl) : undefined;
  try {
    // Empty values: a DATABASE_URL or UPLOADS_DIR of this shell must not reach the server.
    const server = await startProductionServer(dataDir, {
      DATABASE_URL: database?.url ?? '',
      UPLOADS_DIR: '',
    });
    try {
      console.log(
        `Load test: ${duration} s at ${connections} connections on ` +
          `${database ? 'PostgreSQL' : 'SQLite'}, ${Math.round(writeShare * 100)}% writes...`,
      );
      const report = await runLoadTest({
        origin: server.origin,
        credentials: BENCH_ADMIN,
        duration,
        connections,
        writeShare,
        pages: true,
        uploadsDir: path.join(dataDir, 'uploads'),
        serverCpuSeconds: server.cpuSeconds,
      });
      console.log(formatReport(report));
      return report.problems.length === 0 ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

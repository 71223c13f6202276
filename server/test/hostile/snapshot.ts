import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestApp } from '../testApp';

/*
 * What a rejected request must leave untouched: every table's rows and every file under the
 * uploads folder (temporary files included). Compared whole, so the tests need not know which
 * table or folder a route writes to, nor the tables added later.
 */

/** Counters of failed sign-ins are meant to grow on a rejected login, so they are left out. */
const BOOKKEEPING_TABLE = /attempt|throttl|login_fail/i;

type DbSnapshot = { counts: Record<string, number>; hash: string };

/* No request adds or drops a table, so each app's tables are read from the database once. */
const tablesOfApp = new WeakMap<TestApp, Promise<string[]>>();

async function readTables(t: TestApp): Promise<string[]> {
  const schema = t.config.databaseSchema;
  return (await t.app.db.introspection.getTables())
    .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
    .map((table) => table.name)
    .filter((name) => !BOOKKEEPING_TABLE.test(name))
    .sort();
}

async function snapshotDb(t: TestApp): Promise<DbSnapshot> {
  let tablesPromise = tablesOfApp.get(t);
  if (!tablesPromise) tablesOfApp.set(t, (tablesPromise = readTables(t)));
  const tables = await tablesPromise;
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  for (const name of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      t.app.db,
    );
    counts[name] = rows.length;
    // Rows in a stable order whatever order the database answers them in.
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    hash.update(`${name}\n${lines.join('\n')}\n`);
  }
  return { counts, hash: hash.digest('hex') };
}

/** Every file under `dir` (relative path and size), hidden and temporary ones included. */
export function listFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry);
      const info = statSync(full, { throwIfNoEntry: false });
      if (!info) continue;
      if (info.isDirectory()) walk(full);
      else found.push(`${path.relative(dir, full)} ${info.size}`);
    }
  };
  walk(dir);
  return found.sort();
}

export type Snapshot = { db: DbSnapshot; files: string[] };

/** The database and the whole data folder, which holds the uploads. */
export async function snapshot(t: TestApp): Promise<Snapshot> {
  const files = listFiles(t.dataDir).filter((file) => !/^charity\.db/.test(file));
  return { db: await snapshotDb(t), files };
}

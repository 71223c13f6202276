import type { App } from './app';
import type { Config } from './config';
import { ensureAdmin, type AdminBootstrap } from './platform/admins';
import { migrateToLatest } from './platform/db';
import { seedIfEmpty, type SeedOutcome } from './seed/seed';

export type Prepared = { migrations: string[]; admin: AdminBootstrap; seed: SeedOutcome };

/** Everything between building the app and listening: schema, first admin, first content. */
export async function prepare(app: App, config: Config): Promise<Prepared> {
  const migrations = await migrateToLatest(app.db);
  const admin = await ensureAdmin(app.db, config);
  const seed = await seedIfEmpty(app.db, app.uploads, config.seedDemo);
  return { migrations, admin, seed };
}

import type { App } from './app';
import type { Config } from './config';
import { type AdminBootstrap, ensureAdmin } from './auth';
import { migrateToLatest, recordFirstVersions } from './db';
import { type SweepOutcome, sweepUploads, upgradeLegacyImages, type UpgradeOutcome } from './media';
import { seedIfEmpty, type SeedOutcome } from './seed/seed';

export type Prepared = {
  migrations: string[];
  admin: AdminBootstrap;
  seed: SeedOutcome;
  /** Unfinished or unused upload files removed at this start (left by a crash). */
  swept: SweepOutcome;
  /** Uploads from before WebP copies re-encoded, and preview JPEGs made, at this start. */
  images: UpgradeOutcome;
};

/*
 * On PostgreSQL other instances may be storing a file whose row has not committed yet; ten
 * minutes is far longer than that takes, so only a crash's leftovers are old enough to go.
 */
const SHARED_UPLOADS_GRACE_MS = 10 * 60 * 1000;

/** Everything between building the app and listening: schema, leftovers, first admin and content. */
export async function prepare(app: App, config: Config): Promise<Prepared> {
  const migrations = await migrateToLatest(app.db);
  const swept = await sweepUploads(app.db, app.uploads, {
    graceMs: config.databaseUrl ? SHARED_UPLOADS_GRACE_MS : 0,
  });
  const images = await upgradeLegacyImages(app.db, app.uploads);
  // Other instances' caches may still name the replaced files, or no preview JPEG.
  if (images.upgraded + images.shared > 0) await app.contentVersion.changed();
  const admin = await ensureAdmin(app.db, config);
  const seed = await seedIfEmpty(app.db, app.uploads, config.seedDemo);
  // What the first start seeds has its first version too, as an upgrade's items do.
  if (seed !== 'kept') await recordFirstVersions(app.db);
  return { migrations, admin, seed, swept, images };
}

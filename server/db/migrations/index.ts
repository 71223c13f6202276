import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { auditTrail } from './auditMigration';
import { bin } from './binMigration';
import { documents } from './documentsMigration';
import { giftChoices } from './giftChoicesMigration';
import { giftDetails } from './giftDetailsMigration';
import { giftReceipts } from './receiptsMigration';
import { mail, unsubscribeLinks } from './mailMigration';
import { contentOrder } from './content/orderMigration';
import { plainNames } from './plainNamesMigration';
import { pledgeLimits } from './pledgeLimitsMigration';
import { projectUpdates } from './projectUpdatesMigration';
import { readSpeed } from './readSpeedMigration';
import { signInSecurity } from './signInMigration';
import { team } from './teamMigration';
import { publishing } from './content/publishingMigration';
import { contentUrdu } from './content/urduMigration';
import { versions } from './content/versionsMigration';
import { createIndex, createTextTable, withId } from './steps';

/*
 * Versioned migrations, kept in code so they ship with the server. Each one must run on both
 * SQLite and PostgreSQL: the only dialect difference handled here is how ids are generated.
 */

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema;
    await withId(db, schema.createTable('admins'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db, schema.createTable('settings'))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('content', 'text', (c) => c.notNull())
      .execute();

    await createTextTable(db, 'gallery_images', ['name', 'image']);
    await createTextTable(db, 'partners', ['name', 'image']);
    await createTextTable(db, 'highlights', ['heading', 'sub_heading', 'image']);
    await createTextTable(db, 'news_logos', ['name', 'image']);
    // Names are unique regardless of case ("BBC" and "bbc" are the same source).
    await schema
      .createIndex('news_logos_name_unique')
      .on('news_logos')
      .unique()
      .expression(sql`lower(name)`)
      .execute();

    await withId(db, schema.createTable('news'))
      .addColumn('heading', 'text', (c) => c.notNull())
      .addColumn('logo_id', 'integer', (c) =>
        c.notNull().references('news_logos.id').onDelete('restrict'),
      )
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await createIndex(db, 'news_list_order', 'news', ['pinned desc', 'date desc', 'id desc']);
    await createIndex(db, 'news_logo_id', 'news', ['logo_id']);

    await createTextTable(db, 'testimonials', ['name', 'video']);

    await withId(db, schema.createTable('projects'))
      .addColumn('project_id', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'completed')`))
      .addColumn('goal', 'integer', (c) => c.notNull().check(sql`goal >= 0`))
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'projects_list_order', 'projects', ['status', 'id desc']);

    await withId(db, schema.createTable('donations'))
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('donor_name', 'text')
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'donations_by_project', 'donations', [
      'project_id',
      'date desc',
      'id desc',
    ]);
  },
};

/*
 * Pinned news show the most recently pinned first, so a pin needs its time. Items pinned before
 * this migration get their own date at midnight UTC: that keeps their old order (newest first)
 * and the pin route stamps every later pin after all of them.
 */
const newsPinnedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('news').addColumn('pinned_at', 'text').execute();
    await sql`update news set pinned_at = date || 'T00:00:00.000Z' where pinned`.execute(db);
    await db.schema.dropIndex('news_list_order').execute();
    await createIndex(db, 'news_list_order', 'news', [
      'pinned desc',
      'pinned_at desc',
      'date desc',
      'id desc',
    ]);
  },
};

export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_news_pinned_at': newsPinnedAt,
  '0003_sign_in_security': signInSecurity,
  '0004_read_speed': readSpeed,
  '0005_audit_trail': auditTrail,
  '0006_content_urdu': contentUrdu,
  '0007_gift_choices': giftChoices,
  '0008_gift_details': giftDetails,
  '0009_gift_receipts': giftReceipts,
  '0010_pledge_limits': pledgeLimits,
  '0011_documents': documents,
  '0012_team': team,
  '0013_mail': mail,
  '0014_project_updates': projectUpdates,
  '0015_plain_names': plainNames,
  '0016_unsubscribe_links': unsubscribeLinks,
  '0017_content_order': contentOrder,
  '0018_versions': versions,
  '0019_bin': bin,
  '0020_publishing': publishing,
};

const provider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/** Brings the database to the latest version; a no-op when it already is. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which one; on PostgreSQL it is
  // the current schema, so two apps in two schemas of one database never see each other's.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

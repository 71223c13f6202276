import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BIN_DAYS, type Role } from '@contract/admin';
import type { UploadKind } from '@contract/uploads';
import { UPLOAD_RULES } from '@contract/uploads';
import type { Selectable } from 'kysely';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { findAdmin, hashPassword, signToken } from '../auth';
import { prepare, type Prepared } from '../bootstrap';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db';
import { injector, type Client } from './http';
import { placeMigratedSqlite, removeSqliteTemplate, schemaPool } from './migratedDatabases';

/*
 * A real app on a fresh temporary DATA_DIR (SQLite file), or, when TEST_DATABASE_URL is set,
 * on PostgreSQL in a schema of its own that is dropped afterwards.
 */

export const ADMIN = { email: 'admin@test.org', password: 'correct horse battery staple' };
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export type TestApp = {
  app: App;
  /** Sends a request to the listening app. */
  inject: Client;
  config: Config;
  prepared: Prepared;
  dataDir: string;
  /** A valid token of the test admin. */
  token: string;
  auth: { authorization: string };
  /** Sends a request as the test admin (with `auth`). */
  admin: Client;
  /** Sends DELETE to `url` as the test admin. */
  remove(url: string): ReturnType<Client>;
  /** Stored file names of one upload kind, as on disk. */
  filesOf(kind: UploadKind): string[];
  /**
   * A person of the team with this role (added once per app, e-mail `<role>@test.org`, the test
   * admin's password) and the header that signs them in. `owner` is another Owner than the test
   * admin.
   */
  member(role: Role): Promise<{ email: string; id: number; auth: { authorization: string } }>;
  /** Runs the bin's purge as it runs past BIN_DAYS days from now: every entry goes, with its files. */
  purgeBin(): Promise<number>;
  /** The audit trail's latest row: the change an admin made last. */
  lastChange(): Promise<Selectable<Database['auditLog']>>;
  close(): Promise<void>;
};

type TestAppOptions = {
  seedDemo?: boolean;
  /**
   * The database starts at the latest migration (migratedDatabases.ts); without it, it starts
   * empty (createTestConfig only: an app always migrates it).
   */
  migrated?: boolean;
  /** Catches the app's log lines (set LOG_LEVEL in env to see more than none). */
  logStream?: { write(line: string): void };
  clientDir?: string;
  env?: Record<string, string>;
  /**
   * Signs the test admin in through POST /users/login (for the tests about signing in and
   * sessions); by default the token is issued as that route issues it, without the password check.
   */
  viaLogin?: boolean;
  /** The clock that decides what is public (schedules): Date.now unless a test brings its own. */
  now?: () => number;
};

async function connectedClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  return client;
}

/** Runs `run` with a client of the PostgreSQL server at TEST_DATABASE_URL. */
export async function withPg<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectedClient();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const schemas = schemaPool({ connect: connectedClient, withPg, createSchema, dropSchema });
async function databasesOfTheFile(): Promise<void> {
  await Promise.all([schemas.close(), removeSqliteTemplate()]);
}
// Only under jest (this module is imported by tests alone, but a script may still load it).
if (typeof afterAll === 'function') afterAll(databasesOfTheFile);

export async function createSchema(): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withPg((client) => client.query(`CREATE SCHEMA ${schema}`));
  return schema;
}

export async function dropSchema(schema: string): Promise<void> {
  await withPg((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}

/** A config like the server's own, on a temp folder (and a PostgreSQL schema when asked). */
export async function createTestConfig(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charity-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CLIENT_DIR: options.clientDir ?? path.join(dataDir, 'no-client'),
    ...options.env,
  });
  const { migrated = false } = options;
  if (TEST_DATABASE_URL) {
    config.databaseUrl = TEST_DATABASE_URL;
    config.databaseSchema = migrated ? await schemas.take(TEST_DATABASE_URL) : await createSchema();
  } else if (migrated) {
    await placeMigratedSqlite(dataDir);
  }
  const cleanup = async () => {
    const schema = config.databaseSchema;
    if (schema) await (migrated ? schemas.giveBack(schema) : dropSchema(schema));
    await rm(dataDir, { recursive: true, force: true });
  };
  return { config, dataDir, cleanup };
}

export async function login(inject: Client, email = ADMIN.email, password = ADMIN.password) {
  return inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
}

/* argon2 is slow on purpose (about 60 ms a hash): each process hashes a test password once. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/**
 * The configured admin, added as ensureAdmin adds it but with the process's one hash of its
 * password, to the database createTestConfig migrated; `prepare` then finds an existing admin,
 * as on every start after the first.
 */
async function addConfiguredAdmin(app: App, config: Config): Promise<void> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail || !adminPassword) return;
  await app.db
    .insertInto('admins')
    .values({
      email: adminEmail,
      passwordHash: await hashOf(adminPassword),
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/**
 * A token of the admin with this email, signed as POST /users/login signs it on a right password
 * (same claims, token version and session checks on every request), without the argon2 check.
 */
async function issueToken(app: App, email = ADMIN.email): Promise<string> {
  const admin = await findAdmin(app.db, email);
  if (!admin) throw new Error(`issueToken: no admin has email ${email}`);
  return signToken(app, admin);
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config, dataDir, cleanup } = await createTestConfig({ ...options, migrated: true });
  const app = await buildApp({ config, logStream: options.logStream, now: options.now });
  try {
    await addConfiguredAdmin(app, config);
    const prepared = await prepare(app, config);
    const inject = injector(app);
    const token = options.viaLogin
      ? (await login(inject)).json<{ token: string }>().token
      : await issueToken(app, config.adminEmail);
    const auth = { authorization: `Bearer ${token}` };
    return {
      app,
      inject,
      config,
      prepared,
      dataDir,
      token,
      auth,
      admin: (request) => inject({ ...request, headers: auth }),
      remove: (url) => inject({ method: 'DELETE', url, headers: auth }),
      filesOf(kind) {
        const folder = path.join(config.uploadsDir, UPLOAD_RULES[kind].dir);
        return existsSync(folder) ? readdirSync(folder).sort() : [];
      },
      async member(role) {
        const email = `${role}@test.org`;
        if (!(await findAdmin(app.db, email))) {
          await app.db
            .insertInto('admins')
            .values({
              email,
              role,
              passwordHash: await hashOf(ADMIN.password),
              createdAt: new Date().toISOString(),
            })
            .execute();
        }
        const admin = await findAdmin(app.db, email);
        if (!admin) throw new Error(`member: ${email} was not stored`);
        return { email, id: admin.id, auth: { authorization: `Bearer ${signToken(app, admin)}` } };
      },
      purgeBin: () => app.bin.purge(new Date(Date.now() + (BIN_DAYS * 24 + 1) * 60 * 60 * 1000)),
      lastChange: () =>
        app.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow(),
      async close() {
        await app.close();
        await cleanup();
      },
    };
  } catch (error) {
    await app.close();
    await cleanup();
    throw error;
  }
}

/**
 * The test app of a test file: a fresh one opened before each test and closed after it (or, with
 * `scope: 'all'`, one for the whole file). The object returned stands for the app of the moment.
 */
export function useTestApp(
  options: TestAppOptions = {},
  { scope = 'each', timeout }: { scope?: 'each' | 'all'; timeout?: number } = {},
): TestApp {
  let current: TestApp | undefined;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    current = await createTestApp(options);
  }, timeout);
  after(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error('The test app is open only while a test runs');
      return Reflect.get(current, key) as unknown;
    },
  });
}

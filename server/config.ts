import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertWritable } from './http';

export type Config = {
  port: number;
  host: string;
  /** Absolute path of the folder holding the SQLite file, uploads and the generated secret. */
  dataDir: string;
  /** Absolute path of the uploaded files (UPLOADS_DIR): DATA_DIR/uploads, or a volume every instance shares. */
  uploadsDir: string;
  /** Set when the database is PostgreSQL. */
  databaseUrl: string | undefined;
  /** PostgreSQL only: the schema put first on the search_path (tests isolate themselves this way). */
  databaseSchema: string | undefined;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Absolute path of the webpack output holding index.html. */
  clientDir: string;
  /** The site's public origin (PUBLIC_URL, e.g. https://example.org) for absolute links; else the request's host. */
  publicUrl: string | undefined;
  logLevel: string;
  /**
   * How often (ms) an instance asks the database whether another instance changed the content,
   * which renews its kept answers and pages (CONTENT_CHECK_MS; 0 = on every request).
   */
  contentCheckMs: number;
  /** Whose X-Forwarded-For/-Proto to believe (TRUST_PROXY): see TrustProxy. */
  trustProxy: TrustProxy;
  /** The trust's own SMTP account (SMTP_URL, MAIL_FROM, MAIL_REPLY_TO); undefined: mail is off. */
  mail: MailConfig | undefined;
};

export type MailConfig = {
  /** smtp:// (STARTTLS when offered) or smtps://, with the account's user and password. */
  smtpUrl: string;
  /** The sender donors see, e.g. `"Hope Trust" <receipts@hopetrust.org>`. */
  from: string;
  replyTo: string | undefined;
  /** How often (ms) the outbox is looked at when nothing nudges it (MAIL_POLL_MS; 0 = never). */
  pollMs: number;
};

/**
 * Nobody (false: the default, for a server facing the internet itself), the nearest N proxies
 * in front of it (TRUST_PROXY=1 for one nginx), or proxies at these addresses and subnets
 * (TRUST_PROXY=10.0.0.0/8,127.0.0.1: safer when the server is also reachable directly).
 */
type TrustProxy = false | number | string;

type Env = Record<string, string | undefined>;

const SECRET_FILE = 'jwt-secret';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseCheckMs(value: string | undefined): number {
  const given = nonEmpty(value);
  if (given === undefined) return 1000;
  const ms = Number(given);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`CONTENT_CHECK_MS must be a whole number of milliseconds, got "${given}"`);
  }
  return ms;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  const given = nonEmpty(value);
  if (given === undefined || given === '0' || given.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(given)) return Number(given);
  return given;
}

/**
 * Fastify's form of the setting. A hop count becomes a function of the hop: Fastify would take a
 * bare number as "trust nobody", and `true` would believe the client's own X-Forwarded-For.
 */
export function proxyTrustOption(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** An origin only (`https://example.org`): canonical links and the sitemap append paths to it. */
function parsePublicUrl(value: string | undefined): string | undefined {
  const given = nonEmpty(value);
  if (given === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!url || !/^https?:$/.test(url.protocol) || !originOnly) {
    throw new Error(`PUBLIC_URL must be an origin such as https://example.org, got "${given}"`);
  }
  return url.origin;
}

function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/** A secret generated on first start and kept, so tokens survive restarts without configuration. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** DATA_DIR as an absolute path, without touching the disk (restore needs it still empty). */
export function resolveDataDir(env: Env = process.env, cwd: string = process.cwd()): string {
  return path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data');
}

/** UPLOADS_DIR as an absolute path (default DATA_DIR/uploads), without touching the disk. */
export function resolveUploadsDir(env: Env = process.env, cwd: string = process.cwd()): string {
  const given = nonEmpty(env.UPLOADS_DIR);
  return given ? path.resolve(cwd, given) : path.join(resolveDataDir(env, cwd), 'uploads');
}

/** DATABASE_URL when set (PostgreSQL), else undefined (SQLite); throws on any other scheme. */
export function resolveDatabaseUrl(env: Env = process.env): string | undefined {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return databaseUrl;
}

/** Mail is on with SMTP_URL, which then needs MAIL_FROM; a mistake stops the start with one line. */
function parseMailConfig(env: Env): MailConfig | undefined {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(smtpUrl);
  } catch {
    url = undefined;
  }
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    // The URL holds the account's password: it is never repeated.
    throw new Error('SMTP_URL must look like smtps://user:password@smtp.example.org:465');
  }
  const from = nonEmpty(env.MAIL_FROM);
  if (!from) throw new Error('MAIL_FROM is needed with SMTP_URL, e.g. receipts@example.org');
  const pollMs = Number(nonEmpty(env.MAIL_POLL_MS) ?? 15_000);
  if (!Number.isInteger(pollMs) || pollMs < 0) {
    throw new Error('MAIL_POLL_MS must be a whole number of milliseconds (0 = never)');
  }
  return { smtpUrl, from, replyTo: nonEmpty(env.MAIL_REPLY_TO), pollMs };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = resolveDataDir(env, cwd);
  // A read-only or full data folder stops here with one clear line (DataDirError).
  assertWritable([dataDir]);
  const databaseUrl = resolveDatabaseUrl(env);
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    uploadsDir: resolveUploadsDir(env, cwd),
    databaseUrl,
    databaseSchema: undefined,
    jwtSecret: nonEmpty(env.JWT_SECRET) ?? loadOrCreateSecret(dataDir),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    seedDemo: nonEmpty(env.SEED_DEMO) !== '0',
    clientDir: path.resolve(cwd, nonEmpty(env.CLIENT_DIR) ?? path.join('build', 'client')),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'warn',
    contentCheckMs: parseCheckMs(env.CONTENT_CHECK_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mail: parseMailConfig(env),
  };
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  /** Absolute path of the folder holding the SQLite file, uploads and the generated secret. */
  dataDir: string;
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
  logLevel: string;
};

type Env = Record<string, string | undefined>;

const SECRET_FILE = 'jwt-secret';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function isPostgresUrl(url: string | undefined): url is string {
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

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databaseSchema: undefined,
    jwtSecret: nonEmpty(env.JWT_SECRET) ?? loadOrCreateSecret(dataDir),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    seedDemo: nonEmpty(env.SEED_DEMO) !== '0',
    clientDir: path.resolve(cwd, nonEmpty(env.CLIENT_DIR) ?? path.join('build', 'client')),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'warn',
  };
}

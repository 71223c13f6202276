import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(path.join(os.tmpdir(), 'charity-config-'));
});
afterEach(() => {
  rmSync(cwd, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      seedDemo: true,
      clientDir: path.join(cwd, 'build', 'client'),
      logLevel: 'warn',
    });
  });

  it('generates the JWT secret once, readable only by its owner, and reuses it', () => {
    const first = loadConfig({}, cwd);
    const file = path.join(cwd, 'data', 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ JWT_SECRET: 'from-the-environment' }, cwd).jwtSecret).toBe(
      'from-the-environment',
    );
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'store',
        DATABASE_URL: 'postgresql://u:p@db:5432/charity',
        ADMIN_EMAIL: 'Owner@Example.org',
        ADMIN_PASSWORD: 'secret password',
        SEED_DEMO: '0',
        CLIENT_DIR: '/srv/client',
        LOG_LEVEL: 'info',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'store'),
      databaseUrl: 'postgresql://u:p@db:5432/charity',
      adminEmail: 'owner@example.org',
      adminPassword: 'secret password',
      seedDemo: false,
      clientDir: '/srv/client',
      logLevel: 'info',
    });
  });

  it('refuses a bad port and a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow('PORT must be a whole number');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, cwd)).toThrow(
      'DATABASE_URL must start with postgres://',
    );
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, proxyTrustOption } from './config';

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
      uploadsDir: path.join(cwd, 'data', 'uploads'),
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

  it('puts the uploads in UPLOADS_DIR when given (a folder several instances share)', () => {
    expect(loadConfig({ DATA_DIR: 'store' }, cwd).uploadsDir).toBe(
      path.join(cwd, 'store', 'uploads'),
    );
    expect(loadConfig({ UPLOADS_DIR: 'shared/uploads' }, cwd).uploadsDir).toBe(
      path.join(cwd, 'shared', 'uploads'),
    );
    expect(loadConfig({ UPLOADS_DIR: '/srv/charity-uploads' }, cwd).uploadsDir).toBe(
      '/srv/charity-uploads',
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

  it('reads PUBLIC_URL as an origin and refuses anything else', () => {
    expect(loadConfig({}, cwd).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Trust.Example.org/' }, cwd).publicUrl).toBe(
      'https://trust.example.org',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }, cwd).publicUrl).toBe(
      'http://localhost:3000',
    );
    for (const bad of ['trust.example.org', 'ftp://example.org', 'https://example.org/site']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }, cwd)).toThrow('PUBLIC_URL must be an origin');
    }
  });

  it('reads TRUST_PROXY as off, a number of proxy hops, or proxy addresses', () => {
    for (const off of [undefined, '', '0', 'false']) {
      expect(loadConfig({ TRUST_PROXY: off }, cwd).trustProxy).toBe(false);
    }
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, cwd).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    // Two proxies (say a load balancer, then nginx): the two nearest hops are believed.
    const trust = proxyTrustOption(2);
    expect(typeof trust === 'function' && [0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

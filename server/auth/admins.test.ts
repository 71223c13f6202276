import { createTestConfig, login } from '../test/testApp';
import { injector } from '../test/http';
import { useTestDb } from '../test/testDb';
import { buildApp } from '../app';
import { prepare } from '../bootstrap';
import {
  DEFAULT_ADMIN_EMAIL,
  createAdmin,
  ensureAdmin,
  findAdmin,
  generatePassword,
} from './admins';
import { verifyPassword } from './auth';
import { setAdminPassword } from './team';

const t = useTestDb();

describe('admin bootstrap', () => {
  it('creates the configured admin when none exists', async () => {
    const outcome = await ensureAdmin(t.db, {
      adminEmail: 'Owner@Example.org',
      adminPassword: 'a long password',
    });
    expect(outcome).toEqual({ kind: 'configured', email: 'owner@example.org' });
    const admin = await findAdmin(t.db, 'owner@example.org');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'a long password')).toBe(true);
    expect(admin?.role).toBe('owner');
  });

  it('creates admin@example.org with a generated password when nothing is configured', async () => {
    const outcome = await ensureAdmin(t.db, { adminEmail: undefined, adminPassword: undefined });
    expect(outcome).toMatchObject({ kind: 'generated', email: DEFAULT_ADMIN_EMAIL });
    const password = outcome.kind === 'generated' ? outcome.password : '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    const admin = await findAdmin(t.db, DEFAULT_ADMIN_EMAIL);
    expect(await verifyPassword(admin?.passwordHash ?? '', password)).toBe(true);
  });

  it('leaves an existing admin alone', async () => {
    await createAdmin(t.db, 'first@example.org', 'first password');
    const outcome = await ensureAdmin(t.db, {
      adminEmail: 'second@example.org',
      adminPassword: 'second password',
    });
    expect(outcome).toEqual({ kind: 'existing' });
    expect(await findAdmin(t.db, 'second@example.org')).toBeUndefined();
  });

  it('refuses duplicates, bad emails, short passwords and unknown admins', async () => {
    await createAdmin(t.db, 'one@example.org', 'password one');
    await expect(createAdmin(t.db, 'ONE@example.org', 'password two')).rejects.toThrow(
      'An admin with email one@example.org already exists',
    );
    await expect(createAdmin(t.db, 'not-an-email', 'password two')).rejects.toThrow(
      'is not an email address',
    );
    await expect(createAdmin(t.db, 'two@example.org', 'short')).rejects.toThrow(
      'at least 8 characters',
    );
    await expect(
      setAdminPassword(t.db, { email: 'nobody@example.org' }, 'password three'),
    ).rejects.toThrow('No admin has email nobody@example.org');
  });

  it('changes a password so that only the new one signs in', async () => {
    await createAdmin(t.db, 'one@example.org', 'old password');
    await setAdminPassword(t.db, { email: 'one@example.org' }, 'new password');
    const admin = await findAdmin(t.db, 'one@example.org');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'new password')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'old password')).toBe(false);
  });

  it('generates different strong passwords', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generatePassword()));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
  });
});

describe('the first start', () => {
  it('prints nothing secret twice: the generated admin signs in, and a restart keeps it', async () => {
    const { config, cleanup: done } = await createTestConfig({
      env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    });
    const first = await buildApp({ config });
    try {
      const prepared = await prepare(first, config);
      expect(prepared.admin.kind).toBe('generated');
      const password = prepared.admin.kind === 'generated' ? prepared.admin.password : '';
      const inject = injector(first);
      expect((await login(inject, DEFAULT_ADMIN_EMAIL, password)).statusCode).toBe(200);
    } finally {
      await first.close();
    }
    const second = await buildApp({ config });
    try {
      expect((await prepare(second, config)).admin).toEqual({ kind: 'existing' });
    } finally {
      await second.close();
      await done();
    }
  });
});

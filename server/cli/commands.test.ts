import { createTestConfig } from '../test/testApp';
import { findAdmin } from '../platform/admins';
import { verifyPassword } from '../platform/auth';
import { createDb, migrateToLatest, type Db } from '../platform/db';
import { USAGE, runAdminCommand } from './commands';

let db: Db;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  const made = await createTestConfig();
  cleanup = made.cleanup;
  db = createDb(made.config);
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  await cleanup();
});

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const admin = await findAdmin(db, email);
  return verifyPassword(admin?.passwordHash ?? '', password);
}

describe('npm run admin', () => {
  it('creates an admin with the given password', async () => {
    const result = await runAdminCommand(db, ['create', 'Ops@Example.org', 'given password']);
    expect(result).toEqual({ exitCode: 0, output: 'Admin ops@example.org created.' });
    expect(await passwordWorks('ops@example.org', 'given password')).toBe(true);
  });

  it('creates an admin with a generated password and prints it', async () => {
    const result = await runAdminCommand(db, ['create', 'ops@example.org']);
    expect(result.exitCode).toBe(0);
    const password = /Password: (\S+)/.exec(result.output)?.[1] ?? '';
    expect(password).toHaveLength(20);
    expect(await passwordWorks('ops@example.org', password)).toBe(true);
  });

  it('resets a password, generated or given', async () => {
    await runAdminCommand(db, ['create', 'ops@example.org', 'first password']);
    const generated = await runAdminCommand(db, ['password', 'ops@example.org']);
    expect(generated.output).toMatch(/^Password of ops@example.org changed\.\nPassword: \S{20}$/);
    const password = /Password: (\S+)/.exec(generated.output)?.[1] ?? '';
    expect(await passwordWorks('ops@example.org', password)).toBe(true);
    const given = await runAdminCommand(db, ['password', 'ops@example.org', 'third password']);
    expect(given.exitCode).toBe(0);
    expect(await passwordWorks('ops@example.org', 'third password')).toBe(true);
  });

  it('reports errors with a non-zero exit code', async () => {
    expect(await runAdminCommand(db, ['password', 'nobody@example.org'])).toEqual({
      exitCode: 1,
      output: 'No admin has email nobody@example.org',
    });
    await runAdminCommand(db, ['create', 'ops@example.org', 'first password']);
    expect((await runAdminCommand(db, ['create', 'ops@example.org'])).exitCode).toBe(1);
  });

  it.each([[[]], [['delete', 'a@b.org']], [['create']], [['create', 'a@b.org', 'pw', 'extra']]])(
    'prints the usage for %j',
    async (args) => {
      expect(await runAdminCommand(db, args)).toEqual({ exitCode: 2, output: USAGE });
    },
  );
});

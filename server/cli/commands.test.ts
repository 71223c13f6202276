import { useTestDb } from '../test/testDb';
import { findAdmin, verifyPassword } from '../auth';
import { USAGE, runAdminCommand } from './commands';

const t = useTestDb();

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const admin = await findAdmin(t.db, email);
  return verifyPassword(admin?.passwordHash ?? '', password);
}

describe('npm run admin', () => {
  it('creates an admin with the given password', async () => {
    const result = await runAdminCommand(t.db, ['create', 'Ops@Example.org', 'given password']);
    expect(result).toEqual({ exitCode: 0, output: 'Admin ops@example.org created.' });
    expect(await passwordWorks('ops@example.org', 'given password')).toBe(true);
  });

  it('creates an admin with a generated password and prints it', async () => {
    const result = await runAdminCommand(t.db, ['create', 'ops@example.org']);
    expect(result.exitCode).toBe(0);
    const password = /Password: (\S+)/.exec(result.output)?.[1] ?? '';
    expect(password).toHaveLength(20);
    expect(await passwordWorks('ops@example.org', password)).toBe(true);
  });

  it('resets a password, generated or given', async () => {
    await runAdminCommand(t.db, ['create', 'ops@example.org', 'first password']);
    const generated = await runAdminCommand(t.db, ['password', 'ops@example.org']);
    expect(generated.output).toMatch(/^Password of ops@example.org changed\.\nPassword: \S{20}$/);
    const password = /Password: (\S+)/.exec(generated.output)?.[1] ?? '';
    expect(await passwordWorks('ops@example.org', password)).toBe(true);
    const given = await runAdminCommand(t.db, ['password', 'ops@example.org', 'third password']);
    expect(given.exitCode).toBe(0);
    expect(await passwordWorks('ops@example.org', 'third password')).toBe(true);
  });

  it('reports errors with a non-zero exit code', async () => {
    expect(await runAdminCommand(t.db, ['password', 'nobody@example.org'])).toEqual({
      exitCode: 1,
      output: 'No admin has email nobody@example.org',
    });
    await runAdminCommand(t.db, ['create', 'ops@example.org', 'first password']);
    expect((await runAdminCommand(t.db, ['create', 'ops@example.org'])).exitCode).toBe(1);
  });

  it.each([[[]], [['delete', 'a@b.org']], [['create']], [['create', 'a@b.org', 'pw', 'extra']]])(
    'prints the usage for %j',
    async (args) => {
      expect(await runAdminCommand(t.db, args)).toEqual({ exitCode: 2, output: USAGE });
    },
  );
});

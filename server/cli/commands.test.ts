import { useTestApp } from '../test/testApp';
import { useTestDb } from '../test/testDb';
import { findAdmin, verifyPassword } from '../auth';
import type { Db } from '../db';
import { USAGE, runAdminCommand } from './commands';

/* `npm run admin`: the team from the server's shell (docs/product.md §6). */

async function passwordWorks(db: Db, email: string, password: string): Promise<boolean> {
  const admin = await findAdmin(db, email);
  return verifyPassword(admin?.passwordHash ?? '', password);
}

const audit = (db: Db) => db.selectFrom('auditLog').selectAll().orderBy('id').execute();

describe('npm run admin', () => {
  const t = useTestDb();

  it('creates an Owner with the given password', async () => {
    const result = await runAdminCommand(t.db, ['create', 'Ops@Example.org', 'given password']);
    expect(result).toEqual({ exitCode: 0, output: 'Admin ops@example.org created as owner.' });
    expect(await passwordWorks(t.db, 'ops@example.org', 'given password')).toBe(true);
    expect((await findAdmin(t.db, 'ops@example.org'))?.role).toBe('owner');
    const [row] = await audit(t.db);
    expect(row).toMatchObject({
      adminId: null,
      adminEmail: 'npm run admin',
      resource: 'admin',
      action: 'create',
      summary: 'ops@example.org added as Owner',
    });
    expect(JSON.stringify(row)).not.toContain('given password');
  });

  it('creates a person of the role asked for, with a generated password it prints', async () => {
    const result = await runAdminCommand(t.db, ['create', 'ed@example.org', '--role', 'editor']);
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/^Admin ed@example.org created as editor\.\nPassword: \S{20}$/);
    const password = /Password: (\S+)/.exec(result.output)?.[1] ?? '';
    expect(await passwordWorks(t.db, 'ed@example.org', password)).toBe(true);
    expect((await findAdmin(t.db, 'ed@example.org'))?.role).toBe('editor');

    const given = ['create', 'acc@example.org', 'a password', '--role=accounts'];
    expect((await runAdminCommand(t.db, given)).exitCode).toBe(0);
    expect((await findAdmin(t.db, 'acc@example.org'))?.role).toBe('accounts');
  });

  it('resets a password, generated or given', async () => {
    await runAdminCommand(t.db, ['create', 'ops@example.org', 'first password']);
    const generated = await runAdminCommand(t.db, ['password', 'ops@example.org']);
    expect(generated.output).toMatch(/^Password of ops@example.org changed\.\nPassword: \S{20}$/);
    const password = /Password: (\S+)/.exec(generated.output)?.[1] ?? '';
    expect(await passwordWorks(t.db, 'ops@example.org', password)).toBe(true);
    const given = await runAdminCommand(t.db, ['password', 'ops@example.org', 'third password']);
    expect(given.exitCode).toBe(0);
    expect(await passwordWorks(t.db, 'ops@example.org', 'third password')).toBe(true);
    const rows = await audit(t.db);
    expect(rows.map((row) => row.summary)).toEqual([
      'ops@example.org added as Owner',
      'ops@example.org: new password',
      'ops@example.org: new password',
    ]);
    expect(JSON.stringify(rows)).not.toContain('third password');
  });

  it('changes a role and removes a person', async () => {
    await runAdminCommand(t.db, ['create', 'one@example.org', 'first password']);
    await runAdminCommand(t.db, ['create', 'two@example.org', 'first password']);
    expect(await runAdminCommand(t.db, ['role', 'TWO@example.org', 'accounts'])).toEqual({
      exitCode: 0,
      output: 'two@example.org is now accounts; their sessions have ended.',
    });
    expect((await findAdmin(t.db, 'two@example.org'))?.role).toBe('accounts');
    expect((await runAdminCommand(t.db, ['role', 'two@example.org', 'accounts'])).output).toBe(
      'two@example.org is already accounts.',
    );
    expect(await runAdminCommand(t.db, ['remove', 'two@example.org'])).toEqual({
      exitCode: 0,
      output: 'two@example.org (accounts) removed; their sessions have ended.',
    });
    expect(await findAdmin(t.db, 'two@example.org')).toBeUndefined();
    const rows = await audit(t.db);
    expect(rows.slice(2).map(({ action, summary }) => [action, summary])).toEqual([
      ['edit', 'two@example.org: Owner → Accounts'],
      ['delete', 'two@example.org (Accounts) removed'],
    ]);
    expect(JSON.parse(rows[2]!.before ?? '')).toEqual({ email: 'two@example.org', role: 'owner' });
    expect(JSON.parse(rows[2]!.after ?? '')).toEqual({
      email: 'two@example.org',
      role: 'accounts',
    });
  });

  it('refuses to leave the site without an Owner', async () => {
    await runAdminCommand(t.db, ['create', 'one@example.org', 'first password']);
    await runAdminCommand(t.db, ['create', 'ed@example.org', 'first password', '--role', 'editor']);
    const refusal = /^The site must keep an Owner/;
    const demoted = await runAdminCommand(t.db, ['role', 'one@example.org', 'editor']);
    expect(demoted.exitCode).toBe(1);
    expect(demoted.output).toMatch(refusal);
    const removed = await runAdminCommand(t.db, ['remove', 'one@example.org']);
    expect(removed.exitCode).toBe(1);
    expect(removed.output).toMatch(refusal);
    expect((await findAdmin(t.db, 'one@example.org'))?.role).toBe('owner');
    // With a second Owner, the first may go.
    await runAdminCommand(t.db, ['role', 'ed@example.org', 'owner']);
    expect((await runAdminCommand(t.db, ['remove', 'one@example.org'])).exitCode).toBe(0);
  });

  it('reports errors with a non-zero exit code', async () => {
    expect(await runAdminCommand(t.db, ['password', 'nobody@example.org'])).toEqual({
      exitCode: 1,
      output: 'No admin has email nobody@example.org',
    });
    expect(await runAdminCommand(t.db, ['role', 'nobody@example.org', 'editor'])).toEqual({
      exitCode: 1,
      output: 'No admin has email nobody@example.org',
    });
    expect(await runAdminCommand(t.db, ['remove', 'nobody@example.org'])).toEqual({
      exitCode: 1,
      output: 'No admin has email nobody@example.org',
    });
    await runAdminCommand(t.db, ['create', 'ops@example.org', 'first password']);
    expect((await runAdminCommand(t.db, ['create', 'ops@example.org'])).exitCode).toBe(1);
    const unknownRole = 'Unknown role "boss": use one of owner, accounts, editor';
    expect(await runAdminCommand(t.db, ['role', 'ops@example.org', 'boss'])).toEqual({
      exitCode: 1,
      output: unknownRole,
    });
    expect(await runAdminCommand(t.db, ['create', 'b@example.org', '--role', 'boss'])).toEqual({
      exitCode: 1,
      output: unknownRole,
    });
    expect(await findAdmin(t.db, 'b@example.org')).toBeUndefined();
  });

  it.each([
    [[]],
    [['delete', 'a@b.org']],
    [['create']],
    [['create', 'a@b.org', 'pw', 'extra']],
    [['create', 'a@b.org', '--role']],
    [['create', 'a@b.org', '--force']],
    [['role', 'a@b.org']],
    [['role', 'a@b.org', 'editor', '--role', 'owner']],
    [['remove']],
    [['remove', 'a@b.org', 'extra']],
  ])('prints the usage for %j', async (args) => {
    expect(await runAdminCommand(t.db, args)).toEqual({ exitCode: 2, output: USAGE });
  });
});

describe('npm run admin beside a running server', () => {
  const t = useTestApp();
  const me = (auth: { authorization: string }) =>
    t.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth });

  it("ends a person's sessions at once when their role changes", async () => {
    const editor = await t.member('editor');
    expect((await me(editor.auth)).statusCode).toBe(200);
    const result = await runAdminCommand(t.app.db, ['role', editor.email, 'accounts']);
    expect(result.exitCode).toBe(0);
    expect((await me(editor.auth)).statusCode).toBe(401);
    // Signed in again, they have the new role.
    const again = await t.member('editor');
    expect((await me(again.auth)).json()).toMatchObject({ role: 'accounts' });
  });

  it("ends a person's sessions at once when they are removed or given a new password", async () => {
    const accounts = await t.member('accounts');
    const owner = await t.member('owner');
    expect((await runAdminCommand(t.app.db, ['remove', accounts.email])).exitCode).toBe(0);
    expect((await me(accounts.auth)).statusCode).toBe(401);
    expect((await runAdminCommand(t.app.db, ['password', owner.email])).exitCode).toBe(0);
    expect((await me(owner.auth)).statusCode).toBe(401);
    expect((await me(t.auth)).statusCode).toBe(200);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { useTestDb } from '../test/testDb';
import { COMMAND_LINE } from './audit';
import { createAdmin } from './admins';
import { changeRole, removeMember } from './team';

/* The team's one rule that needs a lock: the site keeps an Owner, however changes interleave. */

const t = useTestDb();

async function ownersCount(): Promise<number> {
  const rows = await t.db.selectFrom('admins').select('id').where('role', '=', 'owner').execute();
  return rows.length;
}

it.each([
  ['demoting', (id: number) => changeRole(t.db, COMMAND_LINE, { id }, 'editor')],
  ['removing', (id: number) => removeMember(t.db, COMMAND_LINE, { id })],
])('waits for a change of the team under way before %s an Owner', async (_what, change) => {
  const one = await createAdmin(t.db, 'one@example.org', 'a long password');
  const two = await createAdmin(t.db, 'two@example.org', 'a long password');
  let pending: Promise<unknown> | undefined;
  await t.db.transaction().execute(async (trx) => {
    // Another change of the team, as team.ts makes it: the lock, then a demotion.
    await sql`update team_policy set id = id where id = 1`.execute(trx);
    await trx.updateTable('admins').set({ role: 'editor' }).where('id', '=', two.id).execute();
    pending = change(one.id);
    pending.catch(() => undefined);
    await sleep(300);
  });
  // Counted after the other change committed: one is the last Owner now.
  await expect(pending).rejects.toThrow('The site must keep an Owner');
  expect(await ownersCount()).toBe(1);
});

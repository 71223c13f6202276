import { sql } from 'kysely';
import { TEST_DATABASE_URL, useTestApp } from './testApp';

/*
 * A test's database starts as the migrations leave it, whatever the test before it did: on
 * PostgreSQL the schema is reused (migratedDatabases.ts), so these run in order in one file,
 * each with an app of its own.
 */

const t = useTestApp();

const partners = () => t.app.db.selectFrom('partners').select(['id', 'name']).execute();

async function triggers(): Promise<number> {
  if (!TEST_DATABASE_URL) return 0;
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(t.app.db);
  return Number(rows[0]?.count);
}

it('a test writes rows and adds a trigger', async () => {
  await t.app.db.insertInto('partners').values({ name: 'Left behind', image: 'x.png' }).execute();
  if (TEST_DATABASE_URL) {
    await sql`create function refuse() returns trigger language plpgsql as
      $$ begin raise exception 'refused'; end $$`.execute(t.app.db);
    await sql`create trigger refuse_partners before insert on partners
      for each row execute function refuse()`.execute(t.app.db);
  }
  expect(await partners()).toEqual([{ id: 1, name: 'Left behind' }]);
});

it('the next test finds none of it: no rows, ids from 1, no trigger', async () => {
  expect(await partners()).toEqual([]);
  expect(await triggers()).toBe(0);
  await t.app.db.insertInto('partners').values({ name: 'First', image: 'y.png' }).execute();
  expect(await partners()).toEqual([{ id: 1, name: 'First' }]);
});

it('and the one after that starts empty again, with the rows the migrations wrote', async () => {
  expect(await partners()).toEqual([]);
  const version = await t.app.db.selectFrom('contentVersion').select('id').execute();
  expect(version).toEqual([{ id: 1 }]);
});

import { withPg } from '../test/testApp';
import { useTestDb } from '../test/testDb';
import { migrateToLatest } from '.';

/*
 * Several sites (or test runs) in schemas of one PostgreSQL database: each app sees its own
 * tables only, and starts while another schema is being dropped. PostgreSQL only: the `server`
 * project leaves this file out.
 */

const t = useTestDb({ migrated: false });

const onPg = (statements: string[]) =>
  withPg(async (client) => {
    for (const statement of statements) await client.query(statement);
  });

it('lists only the tables of its own schema', async () => {
  const { db, schema = '' } = t;
  expect(schema).toMatch(/^test_/);
  const other = `${schema}_other`;
  await onPg([`create schema ${other}`, `create table ${other}.strangers (id integer)`]);
  try {
    await migrateToLatest(db);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('projects');
    expect(tables.map((table) => table.name)).not.toContain('strangers');
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
    const projects = tables.find((table) => table.name === 'projects');
    expect(projects?.columns.find((column) => column.name === 'id')).toMatchObject({
      isAutoIncrementing: true,
      isNullable: false,
    });
    expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
    const withKysely = await db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withKysely.map((table) => table.name)).toContain('kysely_migration');
  } finally {
    await onPg([`drop schema ${other} cascade`]);
  }
});

it('migrates and starts while other schemas are created and dropped', async () => {
  const { db, schema = '' } = t;
  let churning = true;
  const churn = (async () => {
    let round = 0;
    while (churning) {
      const other = `${schema}_churn${round++ % 4}`;
      await onPg([
        `create schema ${other}`,
        `create table ${other}.t1 (id serial primary key, name text)`,
        `create table ${other}.t2 (id serial primary key, name text)`,
        `drop schema ${other} cascade`,
      ]);
    }
    return round;
  })();
  try {
    for (let start = 0; start < 60; start += 1) {
      await migrateToLatest(db);
      expect((await db.introspection.getTables()).length).toBeGreaterThan(10);
    }
  } finally {
    churning = false;
  }
  expect(await churn).toBeGreaterThan(0);
});

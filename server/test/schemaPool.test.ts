import pg from 'pg';
import { schemaPool } from './migratedDatabases';
import { createSchema, dropSchema, TEST_DATABASE_URL, withPg } from './testApp';

/*
 * PostgreSQL only (jest.config.ts): a test file's pool of migrated schemas, and the one client it
 * keeps for the file. A file may close an app in an afterAll of its own, which jest runs after
 * the pool's (testApp.ts declares that one first): the schema then comes back to a closed pool.
 */

const databaseUrl = TEST_DATABASE_URL!;

async function schemaExists(schema: string): Promise<boolean> {
  const { rowCount } = await withPg((client) =>
    client.query('select 1 from information_schema.schemata where schema_name = $1', [schema]),
  );
  return rowCount === 1;
}

/** A pool whose clients are counted while they are open. */
function countedPool() {
  const open = new Set<pg.Client>();
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    open.add(client);
    client.on('end', () => open.delete(client));
    return client;
  };
  return { pool: schemaPool({ connect, withPg, createSchema, dropSchema }), open };
}

it('keeps a schema given back for the next test, on one client, until it closes', async () => {
  const { pool, open } = countedPool();
  const schema = await pool.take(databaseUrl);
  await pool.giveBack(schema);
  expect(await schemaExists(schema)).toBe(true);
  expect(await pool.take(databaseUrl)).toBe(schema);
  await pool.giveBack(schema);
  expect(open.size).toBe(1);

  await pool.close();
  expect(await schemaExists(schema)).toBe(false);
  expect(open.size).toBe(0);
});

it('drops a schema given back after it closed, and leaves no client open', async () => {
  const { pool, open } = countedPool();
  const inUse = await pool.take(databaseUrl);
  await pool.close();
  await pool.giveBack(inUse);
  expect(await schemaExists(inUse)).toBe(false);
  // An open client would keep the test worker from exiting.
  expect(open.size).toBe(0);
});

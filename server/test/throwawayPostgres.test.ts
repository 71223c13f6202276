import { existsSync } from 'node:fs';
import pg from 'pg';
import { postgresBinDir, startThrowawayPostgres } from '../../scripts/lib/postgres';

/*
 * PostgreSQL only (jest.config.ts): the throwaway server the `server-postgres` project runs on
 * when no TEST_DATABASE_URL is given (scripts/lib/jestPostgres.ts). This starts a second one of
 * its own. Skipped only where a database was given and no server programs are installed.
 */

const canStart = postgresBinDir() !== undefined || !process.env.TEST_DATABASE_URL;

(canStart ? it : it.skip)('starts, answers, stops and leaves nothing behind', async () => {
  const server = await startThrowawayPostgres('throwaway_check');
  try {
    expect(server.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/throwaway_check$/);
    expect(existsSync(server.dir)).toBe(true);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ one: number; encoding: string }>(
        "select 1 as one, current_setting('server_encoding') as encoding",
      );
      expect(rows).toEqual([{ one: 1, encoding: 'UTF8' }]);
    } finally {
      await client.end();
    }
  } finally {
    server.stop();
  }
  expect(existsSync(server.dir)).toBe(false);
  // Nothing listens there any more.
  const late = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 2000 });
  await expect(late.connect()).rejects.toThrow();
  // Stopping again is harmless (the exit handler may run after the teardown did).
  expect(() => server.stop()).not.toThrow();
});

/**
 * jest globalSetup of the `server-postgres` project only (jest runs it when that project has
 * tests to run): the PostgreSQL the suites run on. A given TEST_DATABASE_URL is used as it is;
 * without one, a throwaway server is started (postgres.ts) and its URL put in TEST_DATABASE_URL,
 * which the test workers, started after this, inherit. jestPostgresEnd.ts stops it; so does the
 * process ending any other way (a failure, Ctrl-C).
 */
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The server this run started, for jestPostgresEnd.ts: jest's globals reach its globalTeardown. */
export const started = globalThis as { throwawayPostgres?: ThrowawayPostgres };

export default async function jestPostgres(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  // Stops the run rather than skip the project: a green run means both databases passed.
  if (!postgresBinDir()) {
    throw new Error(
      'server-postgres needs PostgreSQL: apt-get install postgresql, or set TEST_DATABASE_URL, ' +
        'or leave it out: --selectProjects web server ssr',
    );
  }
  const server = await startThrowawayPostgres();
  started.throwawayPostgres = server;
  process.env.TEST_DATABASE_URL = server.url;
  process.on('exit', server.stop);
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      server.stop();
      // Then as if unhandled: the process ends by the signal.
      process.kill(process.pid, signal);
    });
  }
  console.log(`\nserver-postgres: a throwaway PostgreSQL at ${server.url} (${server.dir})`);
}

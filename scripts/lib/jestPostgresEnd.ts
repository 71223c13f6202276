/** jest globalTeardown of `server-postgres`: stops the PostgreSQL jestPostgres.ts started. */
import { started } from './jestPostgres';

export default function jestPostgresEnd(): void {
  started.throwawayPostgres?.stop();
  delete started.throwawayPostgres;
}

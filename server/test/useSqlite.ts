// The `server` jest project always runs on SQLite; `server-postgres` runs the same suites on
// TEST_DATABASE_URL (see jest.config.ts).
delete process.env.TEST_DATABASE_URL;

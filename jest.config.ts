import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/([^/]+)$': '<rootDir>/contract/$1/index.ts',
  '\\.(css)$': '<rootDir>/src/test/setup/styleStub.ts',
  '\\.(png|jpe?g|gif|webp|svg|woff2?)$': '<rootDir>/src/test/setup/fileStub.ts',
};

type Project = NonNullable<Config['projects']>[number] & object;

// otplib's hashing and base32 ship only ES modules: Node 20.19+ requires them natively, jest's
// CommonJS runtime does not, so Babel compiles these two (the last node_modules/ in the path).
const serverTransformIgnore = [
  '/node_modules/(?!.*/node_modules/)(?!(@noble/hashes|@scure/base)/)',
];

function serverProject(displayName: string, roots: string[], extra: Partial<Project>): Project {
  return {
    displayName,
    testEnvironment: 'node',
    roots,
    moduleNameMapper,
    testMatch: ['**/*.test.ts'],
    transformIgnorePatterns: serverTransformIgnore,
    ...extra,
  };
}

const config: Config = {
  // Jest's default leaves one core free, which on a two-core machine runs every suite in band.
  // One worker more than the cores: tests also wait (timers, PostgreSQL, child servers, disk),
  // and the extra one fills those gaps (on two cores the whole run 374 -> 338 s, 2026-11-26).
  maxWorkers: availableParallelism() + 1,
  // A global option (jest ignores it per project): whole-app renders with antd and server
  // processes started by tests are slow on a busy two-core machine, and 5 s is too tight.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      // msw 2 depends on a few packages that ship only ES modules.
      transform: { '^.+\\.(mjs|[jt]sx?)$': 'babel-jest' },
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft)/)'],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/test/setup/setupTests.ts'],
      testMatch: ['**/*.test.ts?(x)'],
    },
    serverProject('server', ['<rootDir>/server', '<rootDir>/contract'], {
      setupFiles: ['<rootDir>/server/test/useSqlite.ts', '<rootDir>/server/test/fastCheckSeed.ts'],
      // Several instances or schemas on one database, and the throwaway PostgreSQL server:
      // PostgreSQL only (server-postgres below).
      testPathIgnorePatterns: [
        '/test/multiInstance\\.test\\.ts$',
        '/test/throwawayPostgres\\.test\\.ts$',
        '/test/schemaPool\\.test\\.ts$',
        '/db/postgresSchemas\\.test\\.ts$',
      ],
    }),
    // Server rendering of the real build (built first when missing or stale): e2e/render/.
    serverProject('ssr', ['<rootDir>/e2e/render'], {
      setupFiles: ['<rootDir>/server/test/useSqlite.ts'],
      globalSetup: '<rootDir>/e2e/render/support/buildOnce.ts',
    }),
    // The same server suites again on PostgreSQL: on TEST_DATABASE_URL when given, else on a
    // throwaway server its globalSetup starts (and its globalTeardown stops), only when this
    // project has tests to run: `npm run jest -- --selectProjects server-postgres` works alone.
    serverProject('server-postgres', ['<rootDir>/server'], {
      setupFiles: ['<rootDir>/server/test/fastCheckSeed.ts'],
      globalSetup: '<rootDir>/scripts/lib/jestPostgres.ts',
      globalTeardown: '<rootDir>/scripts/lib/jestPostgresEnd.ts',
      // Pure data checks: nothing in them touches the database. The crash tests run
      // server processes on SQLite (integrity_check, WAL, page limits).
      testPathIgnorePatterns: [
        '/seed/content\\.test\\.ts$',
        '/config\\.test\\.ts$',
        '/pages/(pageBoot|pageCache|pageLanguage|pageStyles|ssr|ssrFont|seo|fontFaces)\\.test\\.ts$',
        '/media/imageEnd\\.test\\.ts$',
        // Fonts built in a worker thread: no database.
        '/fonts/criticalFace\\.test\\.ts$',
        '/test/hostile/urlRule\\.test\\.ts$',
        '/test/crash[A-Za-z]*\\.test\\.ts$',
        // SQLite's query plans and statement cache.
        '/db/sqlitePlans\\.test\\.ts$',
        '/db/statementCache\\.test\\.ts$',
        // The layout of the code, its copies, the web tests' Babel plugin, what npm test installs.
        '/test/repositoryLayout\\.test\\.ts$',
        '/test/duplication\\.test\\.ts$',
        '/test/antdComponentImports\\.test\\.ts$',
        '/test/prerequisites\\.test\\.ts$',
      ],
    }),
  ],
};

export default config;

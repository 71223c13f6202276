import type { Config } from 'jest';

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract$': '<rootDir>/contract/index.ts',
  '\\.(css)$': '<rootDir>/src/shared/config/jest/styleStub.ts',
  '\\.(png|jpe?g|gif|webp|svg|woff2?)$': '<rootDir>/src/shared/config/jest/fileStub.ts',
};

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/shared/config/jest/setupTests.ts'],
      testMatch: ['**/*.test.ts?(x)'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contract'],
      moduleNameMapper,
      testMatch: ['**/*.test.ts'],
    },
  ],
};

export default config;

// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

/**
 * The server's modules: each folder of server/ with an index.ts, its only door (the list
 * server/test/repositoryLayout.test.ts declares).
 */
const SERVER_MODULES = readdirSync(path.join(__dirname, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(path.join(__dirname, 'server', name, 'index.ts')));
const SERVER_MODULE_DOOR = {
  regex: `^(\\.\\.?/)+(server/)?(${SERVER_MODULES.join('|')})/`,
  message: 'Import a server module through its index.ts (../http), not a file inside it.',
};

/** Besides the module door, product files matching `files` may not import what `regex` matches. */
const serverImportRule = (files, regex, message) => ({
  files: [files],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [SERVER_MODULE_DOOR, { regex, message }] }],
  },
});

module.exports = tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    rules: {
      // Named exports only.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        { selector: 'ExportAllDeclaration', message: 'Re-export by name, not with export *.' },
      ],
    },
  },
  // Server modules: each answers through its index.ts alone. From outside a module, `../http` is
  // fine and `../http/errors` is not; the files inside a module import each other freely.
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_MODULE_DOOR] }] },
  },
  // No module imports a resource (their tests may exercise a resource's queries).
  serverImportRule(
    `server/{${SERVER_MODULES.join(',')}}/**/*.ts`,
    '(^|/)resources(/|$)',
    'A server module never imports a resource.',
  ),
  // Resources never import each other: a resource that needs several files is a folder.
  ...[
    ['server/resources/*.ts', '^\\./'],
    ['server/resources/*/**/*.ts', '^\\.\\./[^./]'],
  ].map(([files, sibling]) =>
    serverImportRule(files, sibling, 'A resource never imports another resource.'),
  ),
  // CommonJS: the configs at the top, and the Babel plugin babel.config.js names.
  {
    files: ['*.js', 'scripts/babel/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

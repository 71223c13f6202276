/*
 * The browsers the site runs in: those with ES2020 (optional chaining, `??`), which React Router
 * and Redux Toolkit ship untranspiled anyway. Without targets Babel would compile our own code
 * down to ES5, with helpers in every module, for browsers the libraries already exclude.
 */
const BROWSERS = 'chrome >= 87, edge >= 88, firefox >= 78, safari >= 14, ios_saf >= 14';

// Babel compiles TypeScript and JSX for webpack and jest; tsc only type-checks.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { targets: BROWSERS, bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
    plugins: isTest ? ['./scripts/babel/antdComponentImports.js'] : [],
  };
};

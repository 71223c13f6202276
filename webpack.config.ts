import { readFileSync } from 'node:fs';
import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Compiler, type Configuration, type Module, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkPackagesPlugin } from './scripts/webpack/chunkPackagesPlugin';
import { PrecompressPlugin } from './scripts/webpack/precompressPlugin';
import { WarningsFailPlugin } from './scripts/webpack/warningsFailPlugin';

type Env = { WEBPACK_SERVE?: boolean };
type Argv = { mode?: Configuration['mode'] };

type BuildOptions = {
  production: boolean;
  /** `webpack serve`: hot reloading with React Fast Refresh. */
  serve: boolean;
};

const fromRoot = (...segments: string[]) => path.resolve(__dirname, ...segments);

/** Served as they are from the site root: `/favicon.svg`, `/default-logo.svg`. */
const PUBLIC_FILES = ['favicon.svg', 'default-logo.svg'];

/** Emits PUBLIC_FILES unchanged next to index.html (dev server included), with no extra dependency. */
class PublicFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of PUBLIC_FILES) {
            const source = fromRoot('public', file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new webpack.sources.RawSource(readFileSync(source)));
          }
        },
      );
    });
  }
}

/**
 * React Router's package sends every bundler to its development build (its export conditions
 * know no `production`); in production the same code without the development warnings.
 */
const reactRouterProduction = {
  'react-router$': fromRoot('node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': fromRoot('node_modules/react-router/dist/production/dom-export.mjs'),
};

function resolve(production: boolean): Configuration['resolve'] {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': fromRoot('src'),
      '@contract': fromRoot('contract'),
      ...(production ? reactRouterProduction : {}),
    },
  };
}

function scriptRule({ production, serve }: BuildOptions): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'babel-loader',
      options: {
        // babel.config.js reads the env name: React's development transform outside production.
        envName: production ? 'production' : 'development',
        // Fast Refresh only while serving, so babel.config.js stays the same for builds and jest.
        plugins: serve ? ['react-refresh/babel'] : [],
        cacheDirectory: true,
      },
    },
  };
}

/** A cache group of packages every page loads (names without regex characters). */
function vendorGroup(name: string, packages: string[]) {
  return {
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
    name,
    chunks: 'initial' as const,
    priority: 30,
  };
}

/**
 * Third-party code in long-cached chunks. The vendor chunks below are what every page loads;
 * antd and its helpers go to a chunk only the lazy admin routes load, so public pages never
 * carry it.
 */
const splitChunks: NonNullable<Configuration['optimization']>['splitChunks'] = {
  chunks: 'all',
  cacheGroups: {
    // What every page loads, in two chunks rather than one: each is evaluated in a task of its
    // own, so no single task keeps a slow phone from answering a tap for long. (More chunks
    // would compress worse: gzip starts afresh in each.)
    react: vendorGroup('react', ['react', 'react-dom', 'scheduler']),
    libraries: vendorGroup('libraries', [
      'react-router',
      'react-router-dom',
      'react-redux',
      '@reduxjs',
      'redux',
      'redux-persist',
      'redux-thunk',
      'reselect',
      'immer',
      'use-sync-external-store',
      'i18next',
      'react-i18next',
      'i18next-browser-languagedetector',
    ]),
    antd: {
      test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|dayjs)[\\/]/,
      name: 'antd',
      chunks: 'async',
      priority: 20,
    },
    /*
     * The public pages' styles in one sheet the page links up front, lazy sections' included:
     * the server renders those sections in full, so their markup needs its styles before their
     * code arrives. The admin's styles stay with its chunks.
     */
    publicStyles: {
      type: 'css/mini-extract',
      test: (module: Module) => !/[\\/]admin(-[\w-]+)?[\\/]/.test(module.nameForCondition() ?? ''),
      name: 'styles',
      chunks: 'all',
      enforce: true,
      priority: 40,
    },
  },
};

const devServer: DevServerConfiguration = {
  port: 3000,
  hot: true,
  historyApiFallback: true,
  // PublicFilesPlugin serves public/ from memory; the template itself is not a page.
  static: false,
  proxy: [{ context: ['/api', '/user'], target: 'http://localhost:3001' }],
};

/** The browser bundle: build/client/index.html plus hashed files under build/client/assets/. */
function clientConfig(options: BuildOptions): Configuration {
  const { production, serve } = options;
  // Hashed names only where browsers cache them; the dev server rebuilds in place.
  const name = production ? '[name].[contenthash]' : '[name]';
  return {
    name: 'client',
    // webpack's own runtime in the same language as the code (babel.config.js's browsers).
    target: ['web', 'es2020'],
    mode: production ? 'production' : 'development',
    entry: { main: fromRoot('src/app/entry/browser.tsx') },
    output: {
      path: fromRoot('build/client'),
      filename: `assets/${name}.js`,
      chunkFilename: `assets/${name}.js`,
      assetModuleFilename: `assets/${name}[ext]`,
      publicPath: '/',
      clean: true,
    },
    resolve: resolve(production),
    module: {
      rules: [
        scriptRule(options),
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset' },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: fromRoot('public/index.html') }),
      new PublicFilesPlugin(),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash].css',
              chunkFilename: 'assets/[name].[contenthash].css',
            }),
            // .br and .gz of every text file, which the server sends by Accept-Encoding.
            new PrecompressPlugin(),
          ]
        : []),
      ...(serve ? [new ReactRefreshWebpackPlugin()] : []),
      ...(production ? [new ChunkPackagesPlugin(), new WarningsFailPlugin()] : []),
      /*
       * Modules' ids of four digits, hashed from their paths as webpack's default: the default
       * grows them to five digits past 500 modules (it keeps 20 ids free per module), one byte
       * more at each of the thousands of places code names a module (0.3 KB on a public page).
       */
      ...(production
        ? [new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true })]
        : []),
    ],
    optimization: { splitChunks, runtimeChunk: 'single', ...(production && { moduleIds: false }) },
    // Budgets are `npm run size`'s (gzip, per route, in a browser); webpack's raw-size hint would
    // only flag the admin's antd chunk, which public pages never load.
    performance: false,
    devtool: production ? false : 'eval-cheap-module-source-map',
    devServer: serve ? devServer : undefined,
    // While serving, webpack's report only when it has something to say (scripts/dev.ts prints
    // the address once the first build is done).
    ...(serve
      ? {
          stats: { preset: 'errors-warnings', errorsCount: false, warningsCount: false },
          infrastructureLogging: { level: 'warn' as const },
        }
      : {}),
  };
}

/**
 * Whatever node_modules holds stays a plain `require` in the server bundle (Node loads it from
 * node_modules at run time), except style sheets, which only the browser needs, and, in
 * production, React Router: Node would load its development build (see reactRouterProduction).
 */
function externalPackages(production: boolean) {
  return (
    { request }: { request?: string },
    callback: (error?: Error, result?: string) => void,
  ) => {
    const isPackage =
      request !== undefined && /^[@\w]/.test(request) && !/^@(\/|contract\/)/.test(request);
    const bundled = production && /^react-router(-dom)?(\/|$)/.test(request ?? '');
    if (isPackage && !bundled && !/\.css$/.test(request)) {
      callback(undefined, `commonjs ${request}`);
      return;
    }
    callback();
  };
}

/**
 * The server renderer: build/server/render.js, a CommonJS module exporting `render`, built from
 * the same sources so the HTML matches what the browser hydrates. Asset URLs and CSS-module class
 * names come out as in the client build; no file but the script is written.
 */
function serverConfig(options: BuildOptions): Configuration {
  const { production } = options;
  const name = production ? '[name].[contenthash]' : '[name]';
  return {
    name: 'server',
    target: 'node',
    mode: production ? 'production' : 'development',
    entry: { render: fromRoot('src/app/entry/server.tsx') },
    output: {
      path: fromRoot('build/server'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].js',
      assetModuleFilename: `assets/${name}[ext]`,
      publicPath: '/',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolve(production),
    externalsPresets: { node: true },
    externals: [externalPackages(production)],
    module: {
      rules: [
        scriptRule({ production, serve: false }),
        {
          test: /\.css$/,
          use: [{ loader: 'css-loader', options: { modules: { exportOnlyLocals: true } } }],
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset', generator: { emit: false } },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: production ? [new WarningsFailPlugin()] : [],
    // Readable stack traces on the server; Node does not need the bytes saved.
    optimization: { minimize: false },
    devtool: false,
  };
}

/** The browser bundle and the server renderer; `webpack serve` needs only the browser's. */
export default function config(env: Env = {}, argv: Argv = {}): Configuration[] {
  const options: BuildOptions = {
    production: argv.mode === 'production',
    serve: Boolean(env.WEBPACK_SERVE) && argv.mode !== 'production',
  };
  return options.serve ? [clientConfig(options)] : [clientConfig(options), serverConfig(options)];
}

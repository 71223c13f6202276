/**
 * `npm run dev`: the API server in watch mode on port 3001 and webpack-dev-server with hot reload on port 3000,
 * which proxies /api and /user to the server. Prints the server's startup block, one line while
 * the web app builds, and the address to open once it is built; webpack's report only when it
 * has errors or warnings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import webpackConfig from '../webpack.config';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const server: ChildProcess = spawn(
  bin('tsx'),
  ['watch', '--clear-screen=false', 'server/main.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: process.env.API_PORT ?? '3001' } },
);

const [clientConfig] = webpackConfig({ WEBPACK_SERVE: true }, { mode: 'development' });
if (!clientConfig?.devServer) throw new Error('webpack.config.ts gave no dev server.');
const { devServer } = clientConfig;
const compiler = webpack(clientConfig);
const devServerInstance = new WebpackDevServer(devServer, compiler);

console.log('Building the web app for development (hot reload)...');
let ready = false;
compiler.hooks.done.tap('dev', () => {
  if (ready) return;
  ready = true;
  console.log(
    `Web app ready: http://localhost:${devServer.port}/   (open this one; it sends /api and /user to the server)`,
  );
});

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (server.exitCode === null) server.kill('SIGTERM');
  void devServerInstance.stop();
}

server.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

devServerInstance.start().catch((error: unknown) => {
  console.error('The dev server could not start:', error);
  stopAll(1);
});

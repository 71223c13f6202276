/**
 * `npm run dev`: the API server in watch mode on port 3001 and webpack-dev-server with hot reload on port 3000,
 * which proxies /api and /user to the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn(bin('webpack'), ['serve', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

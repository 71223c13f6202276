import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {
  imageForm,
  signIn,
  startServer,
  stopServer,
  tempDataDir,
  type ChildServer,
} from './childServer';
import { makePhoto } from './imageFixtures';

/*
 * SIGTERM (and SIGINT, Ctrl+C) while an upload is still arriving: the server stops taking
 * connections, finishes that upload with its answer, closes the database and exits 0.
 */

jest.setTimeout(120_000);

let dataDir = '';
let server: ChildServer | undefined;
afterEach(async () => {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: string };

/** A POST whose body is sent in two halves; the second waits until `release` resolves. */
function slowPost(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  release: Promise<void>,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.subarray(0, half));
    void release.then(() => request.end(body.subarray(half)));
  });
}

function connectionRefused(origin: string): Promise<boolean> {
  return fetch(`${origin}/api/v1/settings`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );
}

describe.each(['SIGTERM', 'SIGINT'] as const)('%s to a busy server', (signal) => {
  it('finishes the upload in flight with its answer, closes the database and exits 0', async () => {
    dataDir = await tempDataDir();
    server = await startServer({ dataDir });
    const auth = await signIn(server.origin);
    const form = new Response(
      imageForm({ name: 'Arrived during shutdown' }, [await makePhoto(800, 500)]),
    );
    const body = Buffer.from(await form.arrayBuffer());
    const contentType = form.headers.get('content-type') ?? '';

    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const upload = slowPost(
      `${server.origin}/api/v1/partners`,
      { ...auth, 'content-type': contentType },
      body,
      released,
    );
    // The first half is on its way before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill(signal);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.output()).toContain(`${signal} received`);
    expect(await connectionRefused(server.origin)).toBe(true);

    release();
    const answer = await upload;
    expect(answer.status).toBe(201);
    const created = JSON.parse(answer.body) as { id: number; name: string; logo: string };
    expect(created.name).toBe('Arrived during shutdown');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('Stopped.');
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(existsSync(path.join(dataDir, 'charity.db-wal'))).toBe(false);

    server = await startServer({ dataDir });
    const partners = (await (await fetch(`${server.origin}/api/v1/partners`)).json()) as {
      id: number;
      logo: string;
    }[];
    expect(partners.map((row) => row.id)).toEqual([created.id]);
    expect((await fetch(`${server.origin}${created.logo}`)).status).toBe(200);
  });
});

import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CriticalFaceBuild } from './criticalFace';

/*
 * Builds critical faces in a worker thread, one at a time, in the order asked: the server keeps
 * answering meanwhile. The worker starts with the first job and ends when none came for a while.
 */

export type FaceJob = { id: number; fontFile: string; texts: string[] };
export type FaceJobResult =
  | ({ id: number; ms: number } & Omit<CriticalFaceBuild, 'woff2'> & { woff2: Uint8Array })
  | { id: number; error: string };

export type BuiltFace = CriticalFaceBuild & { ms: number };

/** How long an idle worker is kept for the next job. */
const IDLE_MS = 30_000;

/** The worker runs the TypeScript source through tsx, like the server itself. */
function workerSource(): string {
  const tsx = require.resolve('tsx/cjs/api');
  const worker = path.join(__dirname, 'faceWorker.ts');
  return `require(${JSON.stringify(tsx)}).register();require(${JSON.stringify(worker)});`;
}

type Waiting = { resolve(face: BuiltFace): void; reject(error: Error): void };

export function faceJobs() {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  function failAll(error: Error) {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(workerSource(), { eval: true });
    thread.on('message', (result: FaceJobResult) => {
      const job = waiting.get(result.id);
      waiting.delete(result.id);
      if (!job) return;
      if ('error' in result) job.reject(new Error(result.error));
      else {
        const { woff2, glyphs, pruned, ms } = result;
        const face = Buffer.from(woff2.buffer, woff2.byteOffset, woff2.length);
        job.resolve({ woff2: face, glyphs, pruned, ms });
      }
      if (waiting.size === 0) {
        idleTimer = setTimeout(() => void stop(), IDLE_MS);
        idleTimer.unref();
      }
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`The face builder stopped (exit code ${code})`));
    });
    thread.unref();
    worker = thread;
    return thread;
  }

  async function stop() {
    clearTimeout(idleTimer);
    const thread = worker;
    worker = undefined;
    if (thread) await thread.terminate();
  }

  return {
    /** The critical face of `texts` cut from the WOFF2 file `fontFile`. */
    build(fontFile: string, texts: string[]): Promise<BuiltFace> {
      clearTimeout(idleTimer);
      const id = nextId++;
      const result = new Promise<BuiltFace>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
      });
      const job: FaceJob = { id, fontFile, texts };
      started().postMessage(job);
      return result;
    },
    /** Ends the worker (jobs still waiting fail). */
    async close() {
      const pending = [...waiting.values()];
      waiting.clear();
      await stop();
      for (const job of pending) job.reject(new Error('The server is closing'));
    },
  };
}

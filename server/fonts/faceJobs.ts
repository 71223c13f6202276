import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CriticalFaceBuild } from './criticalFace';

/*
 * Builds critical faces in a worker thread, one at a time, in the order asked: the server keeps
 * answering meanwhile. The worker starts with the first job and ends when none came for a while.
 */

/** Build the face of `texts`; or, given a `face`, tell which pieces of `texts` it draws unlike the full one. */
export type FaceJob = { id: number; fontFile: string; texts: string[]; face?: Uint8Array };
export type FaceJobResult =
  | ({ id: number; ms: number } & Omit<CriticalFaceBuild, 'woff2'> & { woff2: Uint8Array })
  | { id: number; differing: string[] }
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

type Waiting = { resolve(result: FaceJobResult): void; reject(error: Error): void };

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
      else job.resolve(result);
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

  function run(job: Omit<FaceJob, 'id'>): Promise<FaceJobResult> {
    clearTimeout(idleTimer);
    const id = nextId++;
    const result = new Promise<FaceJobResult>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
    });
    started().postMessage({ ...job, id });
    return result;
  }

  return {
    /** The critical face of `texts` cut from the WOFF2 file `fontFile`. */
    async build(fontFile: string, texts: string[]): Promise<BuiltFace> {
      const result = await run({ fontFile, texts });
      if (!('woff2' in result)) throw new Error('The face builder answered no face');
      const { woff2, glyphs, pruned, ms } = result;
      return {
        woff2: Buffer.from(woff2.buffer, woff2.byteOffset, woff2.length),
        glyphs,
        pruned,
        ms,
      };
    },
    /** The pieces of `texts` that `face` (WOFF2) draws unlike the full face in `fontFile`. */
    async differences(fontFile: string, face: Buffer, texts: string[]): Promise<string[]> {
      const result = await run({ fontFile, texts, face });
      if (!('differing' in result)) throw new Error('The face builder answered no comparison');
      return result.differing;
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

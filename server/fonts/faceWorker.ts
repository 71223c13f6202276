import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { buildCriticalFace } from './criticalFace';
import { woff2Decompress } from './harfbuzz';
import type { FaceJob, FaceJobResult } from './faceJobs';

/*
 * The worker thread that builds critical faces (started by faceJobs.ts): seconds of HarfBuzz
 * work each, which would otherwise hold every request the server answers meanwhile.
 */

/** The full faces, read and unpacked once per file. */
const fullFaces = new Map<string, Promise<Buffer>>();

function fullFace(file: string): Promise<Buffer> {
  let face = fullFaces.get(file);
  if (!face) {
    face = readFile(file).then(woff2Decompress);
    fullFaces.set(file, face);
  }
  return face;
}

async function run({ id, fontFile, texts }: FaceJob): Promise<FaceJobResult> {
  const started = performance.now();
  try {
    const built = await buildCriticalFace(await fullFace(fontFile), texts);
    return { id, ...built, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: FaceJob) => {
  void run(job).then((result) => parentPort?.postMessage(result));
});

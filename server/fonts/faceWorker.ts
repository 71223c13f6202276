import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { buildCriticalFace } from './criticalFace';
import { fontOf, woff2Decompress } from './harfbuzz';
import { differentlyDrawn } from './shaping';
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

async function run({ id, fontFile, texts, face }: FaceJob): Promise<FaceJobResult> {
  const started = performance.now();
  try {
    const full = await fullFace(fontFile);
    if (face) {
      const font = await fontOf(await woff2Decompress(face));
      return { id, differing: await differentlyDrawn(await fontOf(full), font, texts) };
    }
    const built = await buildCriticalFace(full, texts);
    return { id, ...built, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: FaceJob) => {
  void run(job).then((result) => parentPort?.postMessage(result));
});

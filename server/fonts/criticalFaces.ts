import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { faceJobs, type BuiltFace } from './faceJobs';

/*
 * The critical faces the server has built, by the text they were built from. A page asks for
 * the face of its first screen's text: it gets it when it is built and checked, and otherwise
 * nothing (the page then loads the full face as before) while the face is built off the
 * request path, one face at a time. A face whose text cannot be served by one is remembered as
 * refused, with the reason logged once. Built faces are kept in memory, the most recent
 * MAX_FACES (tens of KB each), and served at a name made from their content.
 */

export const CRITICAL_FACE_PATH = '/fonts/critical/';

const MAX_FACES = 100;

type Entry =
  { state: 'building' } | { state: 'ready'; name: string } | { state: 'refused'; reason: string };

export type CriticalFaces = ReturnType<typeof criticalFaces>;

const digest = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export function criticalFaces(log: FastifyBaseLogger) {
  const jobs = faceJobs();
  const entries = new Map<string, Entry>();
  const files = new Map<string, Buffer>();
  let version = 0;
  let queue: Promise<void> = Promise.resolve();

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > MAX_FACES) {
      const [oldestKey, oldest] = entries.entries().next().value ?? [];
      if (oldestKey === undefined) break;
      entries.delete(oldestKey);
      if (oldest?.state === 'ready') files.delete(oldest.name);
    }
  }

  function finished(key: string, texts: string[], face: BuiltFace) {
    const name = `${digest(face.woff2).slice(0, 20)}.woff2`;
    files.set(name, face.woff2);
    remember(key, { state: 'ready', name });
    version += 1;
    log.info(
      { face: name, texts: texts.length, bytes: face.woff2.length, glyphs: face.glyphs },
      `Built a critical Nastaliq face in ${face.ms} ms${face.pruned ? '' : ' (unpruned)'}`,
    );
  }

  function refused(key: string, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    remember(key, { state: 'refused', reason });
    version += 1;
    log.warn(`No critical Nastaliq face for a first screen (its full face is used): ${reason}`);
  }

  return {
    /**
     * The face of `texts` cut from the full face in the WOFF2 file `fontFile`, when it is
     * ready; else undefined, and its building is started if it never was.
     */
    faceFor(fontFile: string, texts: string[]): { href: string } | undefined {
      const unique = [...new Set(texts)].sort();
      if (unique.length === 0) return undefined;
      const key = digest([fontFile, ...unique].join('\u0000'));
      const entry = entries.get(key);
      if (entry?.state === 'ready') return { href: `${CRITICAL_FACE_PATH}${entry.name}` };
      if (entry) return undefined;
      remember(key, { state: 'building' });
      queue = queue.then(() =>
        jobs.build(fontFile, unique).then(
          (face) => finished(key, unique, face),
          (error: unknown) => refused(key, error),
        ),
      );
      return undefined;
    },
    /** A built face by its served name. */
    file(name: string): Buffer | undefined {
      return files.get(name);
    },
    /** Changes whenever a face is built or refused: pages that asked for one render again. */
    get version() {
      return version;
    },
    /** Resolves when every face asked for so far is built or refused. */
    async settled() {
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await queue;
      }
    },
    close: () => jobs.close(),
  };
}

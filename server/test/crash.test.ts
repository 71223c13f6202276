import { existsSync, readdirSync, watch } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_RULES, storedImageFiles, variantWidths } from '@contract/uploads';
import Database from 'better-sqlite3';
import {
  imageForm,
  signIn,
  startServer,
  stopServer,
  tempDataDir,
  type Auth,
  type ChildServer,
} from './childServer';
import { makePhoto } from './imageFixtures';

/*
 * SIGKILL in the middle of a stream of authenticated writes and uploads, then a restart on the
 * same data folder: the database is intact, every write that was answered 2xx is there (and
 * every answered delete is gone), and the upload folders hold exactly the files the rows name.
 */

jest.setTimeout(150_000);

const PHOTO = { width: 1000, height: 600 };
/** Its main file and each narrower WebP copy. */
const FILES_PER_PHOTO = 1 + variantWidths(PHOTO.width).length;
const FIRST_TEMP = /^\..+-480w\.webp\.tmp$/;

type Acked = {
  testimonials: Map<number, string>;
  partners: Map<number, string>;
  gallery: Set<number>;
  /** Deletes sent; the answered ones are in deletedPartners, the rest may or may not be done. */
  deletingPartners: Set<number>;
  deletedPartners: Set<number>;
};

let dataDir = '';
let server: ChildServer | undefined;
afterEach(async () => {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
});

async function post(url: string, auth: Auth, body: FormData | object) {
  const json = !(body instanceof FormData);
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...auth, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

/** Writers that loop until the process dies under them, recording what was acknowledged. */
function streamWrites(origin: string, auth: Auth, photo: Buffer, acked: Acked) {
  const api = `${origin}/api/v1`;
  let n = 0;
  const forever = async (write: () => Promise<void>) => {
    try {
      for (;;) await write();
    } catch {
      // The connection died with the server: that is the point.
    }
  };
  const testimonial = async () => {
    const name = `Voice ${++n}`;
    const answer = await post(`${api}/testimonials`, auth, {
      name,
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    if (answer.status === 201) acked.testimonials.set((answer.body as { id: number }).id, name);
  };
  const partner = async () => {
    const name = `Partner ${++n}`;
    const answer = await post(`${api}/partners`, auth, imageForm({ name }, [photo]));
    if (answer.status !== 201) return;
    const { id } = answer.body as { id: number };
    acked.partners.set(id, name);
    // Every third one goes again: a delete moves its row to the bin, its files kept.
    if (id % 3 === 0) {
      acked.deletingPartners.add(id);
      const removed = await fetch(`${api}/partners/${id}`, { method: 'DELETE', headers: auth });
      if (removed.status === 204) acked.deletedPartners.add(id);
    }
  };
  const gallery = async () => {
    const answer = await post(`${api}/images`, auth, imageForm({}, [photo, photo, photo]));
    if (answer.status !== 201) return;
    for (const { id } of answer.body as { id: number }[]) acked.gallery.add(id);
  };
  return Promise.all([
    forever(testimonial),
    forever(testimonial),
    forever(partner),
    forever(partner),
    forever(gallery),
  ]);
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!condition() && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * SIGKILL the moment the server creates the temp file of an upload's first copy (the 480 px
 * one; inotify, via fs.watch): its other files and its row are still to come.
 */
async function killWhenWriting(server: ChildServer, folder: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const watcher = watch(folder, (_event, name) => {
      // A rename event also names a temp file on its way out: only a fresh one counts.
      if (!name || !FIRST_TEMP.test(name) || !existsSync(path.join(folder, name))) return;
      server.child.kill('SIGKILL');
      watcher.close();
      resolve();
    });
  });
}

/** Gallery files on disk that no acknowledged upload accounts for (temp files included). */
function strayFiles(acked: Acked): number {
  const expected = acked.gallery.size * FILES_PER_PHOTO;
  return (filesOnDisk().get(UPLOAD_RULES.gallery.dir)?.length ?? 0) - expected;
}

function filesOnDisk(): Map<string, string[]> {
  const root = path.join(dataDir, 'uploads');
  return new Map(
    Object.values(UPLOAD_RULES).map(({ dir }) => [dir, readdirSync(path.join(root, dir)).sort()]),
  );
}

describe('a server killed with SIGKILL mid-stream', () => {
  it('restarts with an intact database, every acknowledged write and no stray file', async () => {
    dataDir = await tempDataDir();
    // Wide enough that each upload also writes its narrower WebP copies.
    const photo = await makePhoto(PHOTO.width, PHOTO.height);
    server = await startServer({ dataDir });
    const auth = await signIn(server.origin);
    const acked: Acked = {
      testimonials: new Map(),
      partners: new Map(),
      gallery: new Set(),
      deletingPartners: new Set(),
      deletedPartners: new Set(),
    };
    const writing = streamWrites(server.origin, auth, photo, acked);
    await until(() => acked.partners.size >= 6 && acked.gallery.size >= 6, 60_000);
    expect(acked.partners.size).toBeGreaterThanOrEqual(6);
    // The worst moment: a gallery upload has begun writing its files, none of its rows exist.
    await killWhenWriting(server, path.join(dataDir, 'uploads', UPLOAD_RULES.gallery.dir));
    expect((await server.exited).signal).toBe('SIGKILL');
    await writing;
    const leftovers = strayFiles(acked);
    // The kill did land mid-write: the folder holds files no acknowledged row names.
    expect(leftovers).toBeGreaterThan(0);

    server = await startServer({ dataDir });
    expect(server.output()).toMatch(/Uploads: +removed \d+ unfinished or unused file\(s\)/);

    const db = new Database(path.join(dataDir, 'charity.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const testimonials = new Map(
        db
          .prepare('select id, name from testimonials')
          .all()
          .map((row) => {
            const { id, name } = row as { id: number; name: string };
            return [id, name];
          }),
      );
      for (const [id, name] of acked.testimonials) expect(testimonials.get(id)).toBe(name);

      const partners = db.prepare('select id, name, image from partners').all() as {
        id: number;
        name: string;
        image: string;
      }[];
      const partnerIds = new Set(partners.map((row) => row.id));
      for (const [id, name] of acked.partners) {
        if (acked.deletedPartners.has(id)) expect(partnerIds.has(id)).toBe(false);
        else if (!acked.deletingPartners.has(id))
          expect(partners.find((row) => row.id === id)?.name).toBe(name);
      }
      const gallery = db.prepare('select id, image from gallery_images').all() as {
        id: number;
        image: string;
      }[];
      const galleryIds = new Set(gallery.map((row) => row.id));
      for (const id of acked.gallery) expect(galleryIds.has(id)).toBe(true);

      // The deleted partners wait in the bin, their files kept.
      const binned = (db.prepare('select files from bin_entries').all() as { files: string }[])
        .flatMap((row) => JSON.parse(row.files) as { kind: string; name: string }[])
        .map((file) => ({ image: file.name }));
      // Exactly the files the rows name, each with its copies; no temp file, no orphan.
      const expected = (rows: { image: string }[]) =>
        rows.flatMap((row) => storedImageFiles(row.image)).sort();
      const onDisk = filesOnDisk();
      expect(onDisk.get(UPLOAD_RULES.partner.dir)).toEqual(expected([...partners, ...binned]));
      expect(onDisk.get(UPLOAD_RULES.gallery.dir)).toEqual(expected(gallery));
      for (const [dir, files] of onDisk) {
        if (dir !== UPLOAD_RULES.partner.dir && dir !== UPLOAD_RULES.gallery.dir) {
          expect(files).toEqual([]);
        }
      }
    } finally {
      db.close();
    }

    // And the restarted server serves what was acknowledged, files included.
    const listed = (await (await fetch(`${server.origin}/api/v1/partners`)).json()) as {
      id: number;
      logo: string;
    }[];
    const kept = listed.find((row) => acked.partners.has(row.id));
    expect(kept).toBeDefined();
    const logo = await fetch(`${server.origin}${kept?.logo ?? ''}`);
    expect(logo.status).toBe(200);
    expect((await logo.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

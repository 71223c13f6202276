import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  EXTENSION_BY_TYPE,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  mainImageName,
  variantImageName,
  type UploadKind,
} from '@contract/uploads';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http';
import { createDocumentStore, type DocumentStore } from './documentFiles';
import { syncFolder, unlinkQuietly, writeFileSafely } from './durableFiles';
import { hasTrailingData } from './imageEnd';
import { decodeImage, type DecodedImage } from './images';
import { readParts } from './multipartParts';
import { shareCopyOf, storedFilesOf } from './shareImage';
import { serveUploads } from './uploadFiles';

export type { DecodedImage } from './images';
export { decodeImage } from './images';

export const MAX_FILES = 20;
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(?:jpg|png|gif|webp)$/;

type MultipartForm = {
  /** Text fields, plain (no format controls) and trimmed; `secrets` only trimmed. */
  fields: Record<string, string>;
  files: DecodedImage[];
};

type ReadOptions = {
  /** Which file fields are accepted, and the upload rule each one follows. */
  fileFields: Record<string, UploadKind>;
  maxFiles?: number;
  /** Fields that are no text to show (a password): read as sent, only trimmed. */
  secrets?: readonly string[];
};

/** Reads a multipart request: text fields plain and trimmed, each file decoded and checked by its kind. */
export async function readMultipart(
  request: FastifyRequest,
  { fileFields, maxFiles = 1, secrets }: ReadOptions,
): Promise<MultipartForm> {
  const files: DecodedImage[] = [];
  const fields = await readParts(request, {
    secrets,
    accepts: (field) => Object.hasOwn(fileFields, field),
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    async onFile({ field, filename, data }) {
      const kind = fileFields[field]!;
      if (files.length >= maxFiles) {
        throw new HttpError(400, `At most ${maxFiles} file(s) can be sent at once`, field);
      }
      // A polyglot (an image followed by a page, a script or an archive) is not just an image.
      if (hasTrailingData(data)) {
        throw new HttpError(415, UPLOAD_RULES[kind].typeMessage, field);
      }
      files.push(await decodeImage(kind, data, field, filename));
    },
  });
  return { fields, files };
}

export function fileIn(form: MultipartForm, field: string): DecodedImage | undefined {
  return form.files.find((file) => file.field === field);
}

export function requireFile(form: MultipartForm, field = 'image'): DecodedImage {
  const file = fileIn(form, field);
  if (!file) throw new HttpError(400, `${field} is required`, field);
  return file;
}

export type UploadStore = {
  root: string;
  folder(kind: UploadKind): string;
  /** The trust's PDFs, in a folder of their own (documentFiles.ts). */
  documents: DocumentStore;
  /** Writes the image and its copies under a new random name and answers the main file's name. */
  storeImage(kind: UploadKind, image: DecodedImage): Promise<string>;
  /** Deletes a stored file and all its copies; a missing file is not an error. */
  removeStored(kind: UploadKind, name: string): Promise<void>;
  /** Writes the link-preview JPEG of the main file `name` (stored before such copies existed). */
  storeShareCopy(kind: UploadKind, name: string, data: Buffer): Promise<void>;
  /** Stores the images, runs `action` with their names, and deletes them again if it fails. */
  withStored<T>(
    kind: UploadKind,
    images: DecodedImage[],
    action: (names: string[]) => Promise<T>,
  ): Promise<T>;
  /**
   * Replaces a row's file: stores `image` (when one is sent) and runs `update` with the new name.
   * The old file stays: the row's earlier version names it, and its restore shows it again
   * (server/versions); the start's sweep removes a file nothing names. When `update` fails, or
   * answers undefined because the row is gone or its file changed meanwhile (a 409), the new
   * file is deleted.
   */
  replaceStored<T>(
    kind: UploadKind,
    image: DecodedImage | undefined,
    update: (newName: string | undefined) => Promise<T | undefined>,
  ): Promise<T>;
};

export const CHANGED_MEANWHILE = 'The record was changed meanwhile; reload it and try again';

/** The store of the uploads folder (config.uploadsDir: DATA_DIR/uploads unless UPLOADS_DIR). */
function createUploadStore(uploadsDir: string): UploadStore {
  const root = uploadsDir;
  const folder = (kind: UploadKind) => path.join(root, UPLOAD_RULES[kind].dir);

  async function removeStored(kind: UploadKind, name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    const dir = folder(kind);
    await Promise.all(storedFilesOf(kind, name).map((file) => unlinkQuietly(path.join(dir, file))));
  }

  async function storeShareCopy(kind: UploadKind, name: string, data: Buffer): Promise<void> {
    const share = shareCopyOf(name);
    if (!share) return;
    const dir = folder(kind);
    await writeFileSafely(dir, share.name, data);
    await syncFolder(dir);
  }

  /** The copies first and the main file last: a name in a row always has all its copies. */
  async function storeImage(kind: UploadKind, image: DecodedImage): Promise<string> {
    const dir = folder(kind);
    await mkdir(dir, { recursive: true });
    const id = randomUUID();
    const name = mainImageName(id, image.width, image.height, EXTENSION_BY_TYPE[image.type]);
    try {
      for (const copy of image.variants) {
        await writeFileSafely(dir, variantImageName(id, copy.width), copy.data);
      }
      const share = image.share && shareCopyOf(name);
      if (image.share && share) await writeFileSafely(dir, share.name, image.share.data);
      await writeFileSafely(dir, name, image.data);
      await syncFolder(dir);
    } catch (error) {
      await removeStored(kind, name).catch(() => undefined);
      throw error;
    }
    return name;
  }

  async function withStored<T>(
    kind: UploadKind,
    images: DecodedImage[],
    action: (names: string[]) => Promise<T>,
  ): Promise<T> {
    const names: string[] = [];
    try {
      for (const image of images) names.push(await storeImage(kind, image));
      return await action(names);
    } catch (error) {
      await Promise.all(names.map((name) => removeStored(kind, name)));
      throw error;
    }
  }

  async function replaceStored<T>(
    kind: UploadKind,
    image: DecodedImage | undefined,
    update: (newName: string | undefined) => Promise<T | undefined>,
  ): Promise<T> {
    return withStored(kind, image ? [image] : [], async ([newName]) => {
      const updated = await update(newName);
      if (updated === undefined) throw new HttpError(409, CHANGED_MEANWHILE);
      return updated;
    });
  }

  const documents = createDocumentStore(root);
  return {
    root,
    folder,
    documents,
    storeImage,
    removeStored,
    storeShareCopy,
    withStored,
    replaceStored,
  };
}

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/** Multipart parsing, the upload store (as `app.uploads`) and the route serving stored files. */
export const uploadsPlugin = fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    const store = createUploadStore(uploadsDir);
    await Promise.all(
      (Object.keys(UPLOAD_RULES) as UploadKind[]).map((kind) =>
        mkdir(store.folder(kind), { recursive: true }),
      ),
    );
    await mkdir(store.documents.folder, { recursive: true });
    app.decorate('uploads', store);
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: MAX_FILES,
        fields: 50,
        fieldSize: 1024 * 1024,
        parts: MAX_FILES + 50,
        headerPairs: 50,
      },
    });
    serveUploads(app, store.root);
  },
  { name: 'uploads' },
);

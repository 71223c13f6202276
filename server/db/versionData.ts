import { VERSION_KINDS, type VersionKind } from '@contract/admin';
import { DOCUMENTS_DIR, documentUrl } from '@contract/documents';
import {
  UPLOAD_RULES,
  UPLOAD_URL_PREFIX,
  uploadKindOfDir,
  uploadUrl,
  type UploadKind,
} from '@contract/uploads';
import { sql } from 'kysely';
import type { Db } from './connect';
import type { BinFile } from './schema';

/*
 * What a version (issue 31, server/versions) keeps of each kind of item: its fields in the names
 * its own API answers, each read from its column, an image or file as the URL the API answers.
 * One declaration per kind serves the versions a save records, the first ('upgrade') versions the
 * migration records, a restore (the columns back from a version's data) and the files a version
 * keeps on disk (the start's sweep leaves them).
 */

/** How a field is kept: as stored, a number, a 0/1 flag as true/false, or a file. */
type Kept =
  | 'text'
  | 'number'
  | 'flag'
  /** A stored image, as its URL (`bare`: as its file name, as a project's API answers it). */
  | { image: UploadKind; bare?: true }
  /** A trust document's PDF, as its download URL. */
  | 'document'
  /** Epoch milliseconds, as an ISO 8601 instant (a schedule's bound). */
  | 'instant';

type VersionField = {
  column: string;
  kept: Kept;
  /** Shown in a version, never restored: a project's slug, and its status (its list). */
  fixed?: true;
};

/** The tables of the content items (a row each; a project's update photos are its update's). */
export type ContentTable =
  | 'galleryImages'
  | 'partners'
  | 'highlights'
  | 'newsLogos'
  | 'news'
  | 'testimonials'
  | 'projects'
  | 'documents'
  | 'projectUpdates';

type RowKind = {
  table: ContentTable;
  fields: Record<string, VersionField>;
  /** A project update's photos (projectUpdateImages), as `images`: their URLs in their order. */
  photos?: UploadKind;
};

type RowVersionKind = Exclude<VersionKind, 'settings'>;

const texts = (...columns: string[]): Record<string, VersionField> =>
  Object.fromEntries(columns.map((column) => [column, { column, kept: 'text' }]));
const image = (kind: UploadKind): VersionField => ({ column: 'image', kept: { image: kind } });
/**
 * An item's publishing (issue 31, migration 0020): its state and window, as its API answers them
 * (a project's state as `publishStatus`). A version recorded before they existed has none, and
 * its restore leaves them as they are.
 */
const publishing = (stateField: 'status' | 'publishStatus' = 'status') => ({
  [stateField]: { column: 'publishStatus', kept: 'text' } as VersionField,
  publishAt: { column: 'publishAt', kept: 'instant' } as VersionField,
  unpublishAt: { column: 'unpublishAt', kept: 'instant' } as VersionField,
});
const named = (kind: UploadKind) => ({
  ...texts('name', 'nameUr'),
  image: image(kind),
  ...publishing(),
});

const ROW_KINDS: Record<RowVersionKind, RowKind> = {
  partners: {
    table: 'partners',
    fields: { ...texts('name', 'nameUr'), logo: image('partner'), ...publishing() },
  },
  highlights: {
    table: 'highlights',
    fields: {
      ...texts('heading', 'headingUr', 'subHeading', 'subHeadingUr'),
      image: image('highlight'),
      ...publishing(),
    },
  },
  images: { table: 'galleryImages', fields: named('gallery') },
  'news-logos': { table: 'newsLogos', fields: named('newsLogo') },
  news: {
    table: 'news',
    fields: {
      ...texts('heading', 'headingUr', 'link', 'date'),
      logoId: { column: 'logoId', kept: 'number' },
      image: image('news'),
      ...publishing(),
    },
  },
  testimonials: {
    table: 'testimonials',
    fields: { ...texts('name', 'nameUr', 'video'), ...publishing() },
  },
  projects: {
    table: 'projects',
    fields: {
      projectId: { column: 'projectId', kept: 'text', fixed: true },
      ...texts('title', 'titleUr', 'link'),
      projectDetails: { column: 'details', kept: 'text' },
      projectDetailsUr: { column: 'detailsUr', kept: 'text' },
      goal: { column: 'goal', kept: 'number' },
      status: { column: 'status', kept: 'text', fixed: true },
      acceptsZakat: { column: 'acceptsZakat', kept: 'flag' },
      image: { column: 'image', kept: { image: 'project', bare: true } },
      ...publishing('publishStatus'),
    },
  },
  documents: {
    table: 'documents',
    fields: {
      ...texts('year', 'title', 'titleUr', 'kind'),
      url: { column: 'fileName', kept: 'document' },
      size: { column: 'size', kept: 'number' },
      ...publishing(),
    },
  },
  'project-updates': {
    table: 'projectUpdates',
    fields: {
      ...texts('text', 'textUr', 'date'),
      spent: { column: 'spent', kept: 'number' },
      ...publishing(),
    },
    photos: 'projectUpdate',
  },
};

/** The table a kind's items are rows of; undefined for settings (entries by name). */
export const versionTable = (kind: VersionKind): ContentTable | undefined =>
  kind === 'settings' ? undefined : ROW_KINDS[kind].table;

type Row = Record<string, unknown>;

const fileName = (url: unknown) =>
  typeof url === 'string' ? url.slice(url.lastIndexOf('/') + 1) : '';

function shown(kept: Kept, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kept === 'number') return Number(value);
  if (kept === 'flag') return Boolean(value);
  if (kept === 'document') return documentUrl(String(value));
  if (kept === 'instant') return new Date(Number(value)).toISOString();
  if (typeof kept === 'object' && !kept.bare) return uploadUrl(kept.image, String(value));
  return value;
}

function stored(kept: Kept, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kept === 'flag') return value ? 1 : 0;
  if (kept === 'instant') return Date.parse(String(value));
  if (kept === 'document' || typeof kept === 'object') return fileName(value);
  return value;
}

function dataOf(kind: RowVersionKind, row: Row, photos: string[]): Row {
  const { fields, photos: photoKind } = ROW_KINDS[kind];
  // A column the table does not have yet (the first versions migration 0018 records) is left out.
  const data = Object.fromEntries(
    Object.entries(fields)
      .filter(([, { column }]) => column in row)
      .map(([field, { column, kept }]) => [field, shown(kept, row[column])]),
  );
  return photoKind ? { ...data, images: photos.map((name) => uploadUrl(photoKind, name)) } : data;
}

/**
 * The columns a restore writes from a version's data (its fixed fields aside, and those a version
 * recorded before they existed does not have: they stay as they are).
 */
export function columnsOf(kind: RowVersionKind, data: Row): Row {
  return Object.fromEntries(
    Object.entries(ROW_KINDS[kind].fields)
      .filter(([field, { fixed }]) => !fixed && field in data)
      .map(([field, { column, kept }]) => [column, stored(kept, data[field])]),
  );
}

/** A project update's photos' file names, as a version keeps them. */
export const photosOf = (data: Row): string[] =>
  Array.isArray(data.images) ? data.images.map(fileName) : [];

/** A stored file: its folder under the uploads folder, and its name. */
export type KeptFile = { dir: string; name: string };

const UPLOAD_URL = new RegExp(`${UPLOAD_URL_PREFIX}/([A-Za-z]+)/([A-Za-z0-9_.-]+)`, 'g');

/** The files whose URLs a text names (a setting's content names its images so). */
export const filesNamedIn = (text: string): KeptFile[] =>
  [...text.matchAll(UPLOAD_URL)].map(([, dir = '', name = '']) => ({ dir, name }));

/** The stored files a version's data names: what its restore needs, kept while it exists. */
export function filesOf(kind: VersionKind, data: Row): KeptFile[] {
  if (kind === 'settings') return filesNamedIn(JSON.stringify(data));
  const { fields, photos } = ROW_KINDS[kind];
  const files: KeptFile[] = [];
  for (const [field, { kept }] of Object.entries(fields)) {
    const name = fileName(data[field]);
    if (!name) continue;
    if (kept === 'document') files.push({ dir: DOCUMENTS_DIR, name });
    else if (typeof kept === 'object') files.push({ dir: UPLOAD_RULES[kept.image].dir, name });
  }
  if (photos) {
    for (const name of photosOf(data)) files.push({ dir: UPLOAD_RULES[photos].dir, name });
  }
  return files;
}

/** The photos of the given project updates, by update, in their order. */
async function photosByUpdate(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const byUpdate = new Map<number, string[]>();
  if (ids.length === 0) return byUpdate;
  const rows = await db
    .selectFrom('projectUpdateImages')
    .select(['updateId', 'image'])
    .where('updateId', 'in', ids)
    .orderBy('updateId')
    .orderBy('position')
    .execute();
  for (const { updateId, image: name } of rows) {
    byUpdate.set(updateId, [...(byUpdate.get(updateId) ?? []), name]);
  }
  return byUpdate;
}

/** Items of a kind as data, by item id: all of them, or those of the ids given. */
async function readItems(db: Db, kind: VersionKind, ids?: string[]): Promise<Map<string, Row>> {
  if (kind === 'settings') {
    let query = db.selectFrom('settings').select(['name', 'content']);
    if (ids) query = query.where('name', 'in', ids);
    const rows = await query.execute();
    return new Map(
      rows.map(({ name, content }) => [name, { value: JSON.parse(content) as unknown }]),
    );
  }
  const numbers = ids?.map(Number).filter(Number.isSafeInteger);
  if (numbers?.length === 0) return new Map();
  // Kysely cannot type a query on a table chosen at run time; every such table has an id.
  const table = ROW_KINDS[kind].table as 'partners';
  let query = db.selectFrom(table).selectAll();
  if (numbers) query = query.where('id', 'in', numbers);
  const rows = (await query.orderBy('id').execute()) as unknown as (Row & { id: number })[];
  const photos = ROW_KINDS[kind].photos
    ? await photosByUpdate(
        db,
        rows.map((row) => row.id),
      )
    : new Map<number, string[]>();
  return new Map(rows.map((row) => [String(row.id), dataOf(kind, row, photos.get(row.id) ?? [])]));
}

/** One item as a version keeps it, or undefined when there is no such item. */
export async function readItem(
  db: Db,
  kind: VersionKind,
  itemId: string,
): Promise<Row | undefined> {
  return (await readItems(db, kind, [itemId])).get(itemId);
}

/** Rows written in one statement: far below SQLite's limit of bound values. */
const BATCH = 50;

/**
 * Gives every item and settings entry that has no version yet a first one, 'upgrade': how it is
 * now, so the state before its first edit can be restored. The migration runs it over what an
 * older release stored, and the start over what the first start seeds.
 */
export async function recordFirstVersions(db: Db): Promise<number> {
  const at = new Date().toISOString();
  let recorded = 0;
  for (const kind of VERSION_KINDS) {
    const versioned = new Set(
      (
        await db
          .selectFrom('versions')
          .select('itemId')
          .where('kind', '=', kind)
          .distinct()
          .execute()
      ).map((row) => row.itemId),
    );
    const missing = [...(await readItems(db, kind))].filter(([itemId]) => !versioned.has(itemId));
    for (let start = 0; start < missing.length; start += BATCH) {
      await db
        .insertInto('versions')
        .values(
          missing.slice(start, start + BATCH).map(([itemId, data]) => ({
            kind,
            itemId,
            at,
            adminId: null,
            adminEmail: 'upgrade',
            action: 'upgrade' as const,
            auditId: null,
            data: JSON.stringify(data),
          })),
        )
        .execute();
    }
    recorded += missing.length;
  }
  return recorded;
}

/**
 * Points the versions naming a stored image at its re-encoded copy (media/imageUpgrade.ts
 * replaces an upload stored before WebP copies, and removes the old file), with `trx`, the
 * transaction that points its row there.
 */
export async function renameVersionedImage(
  trx: Db,
  kind: UploadKind,
  oldName: string,
  newName: string,
): Promise<void> {
  const dir = UPLOAD_RULES[kind].dir;
  // Its URL, whole up to the closing quote; a project's own image is its bare name.
  const renames: [string, string, VersionKind | undefined][] = [
    [`/${dir}/${oldName}"`, `/${dir}/${newName}"`, undefined],
  ];
  if (kind === 'project')
    renames.push([`"image":"${oldName}"`, `"image":"${newName}"`, 'projects']);
  for (const [from, to, only] of renames) {
    let update = trx
      .updateTable('versions')
      .set({ data: sql<string>`replace(data, ${from}, ${to})` })
      .where('data', 'like', `%${from}%`);
    if (only) update = update.where('kind', '=', only);
    await update.execute();
  }
}

/**
 * The data of every version whose item is still there (a settings entry always is): the files
 * they name stay stored for their restore. A deleted item's versions keep nothing.
 */
export async function keptVersions(db: Db): Promise<{ kind: VersionKind; data: Row }[]> {
  const present = new Map<VersionKind, Set<string>>();
  for (const kind of VERSION_KINDS) {
    const table = versionTable(kind) as 'partners' | undefined;
    if (!table) continue;
    const rows = await db.selectFrom(table).select('id').execute();
    present.set(kind, new Set(rows.map(({ id }) => String(id))));
  }
  // An item in the bin is there too: its restore brings back its versions' use.
  for (const entry of await db
    .selectFrom('binEntries')
    .select(['kind', 'itemId', 'rows'])
    .execute()) {
    for (const { kind, itemId } of binnedItems(entry)) present.get(kind)?.add(itemId);
  }
  const versions = await db.selectFrom('versions').select(['kind', 'itemId', 'data']).execute();
  return versions
    .filter(({ kind, itemId }) => present.get(kind)?.has(itemId) ?? kind === 'settings')
    .map(({ kind, data }) => ({ kind, data: JSON.parse(data) as Row }));
}

type BinnedEntry = { kind: VersionKind; itemId: string; rows: string };

/** The items a bin entry holds, as versions name them: the item, and a project's updates. */
function binnedItems({ kind, itemId, rows }: BinnedEntry): { kind: VersionKind; itemId: string }[] {
  const tables = JSON.parse(rows) as { table: string; rows: { id?: unknown }[] }[];
  const updates = tables
    .filter(({ table }) => table === 'projectUpdates')
    .flatMap((table) => table.rows.map((row) => String(row.id)));
  return [
    { kind, itemId },
    ...updates.map((id) => ({ kind: 'project-updates' as const, itemId: id })),
  ];
}

/**
 * Deletes the versions of the items a purged bin entry held, with `trx` (the purge's), and
 * answers the files they named, to delete once it commits.
 */
export async function forgetVersions(trx: Db, entry: BinnedEntry): Promise<BinFile[]> {
  const files: BinFile[] = [];
  for (const { kind, itemId } of binnedItems(entry)) {
    const gone = await trx
      .deleteFrom('versions')
      .where('kind', '=', kind)
      .where('itemId', '=', itemId)
      .returning('data')
      .execute();
    for (const { data } of gone) {
      for (const { dir, name } of filesOf(kind, JSON.parse(data) as Row)) {
        const fileKind = dir === DOCUMENTS_DIR ? 'document' : uploadKindOfDir(dir);
        if (fileKind) files.push({ kind: fileKind, name });
      }
    }
  }
  return files;
}

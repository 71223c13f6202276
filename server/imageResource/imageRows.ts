import type { Expression, Insertable, Selectable, SqlBool } from 'kysely';
import type { Database, Db } from '../db';
import { nextPosition } from '../ordering';
import type { PublishingColumns, PublishingValues } from '../publishing';

/** The tables whose rows are an id, a stored image's file name, text fields and a position. */
export type ImageTable = 'galleryImages' | 'highlights' | 'partners' | 'newsLogos';
export type StoredRow = { id: number; image: string } & Pick<
  PublishingColumns,
  'publishAt' | 'unpublishAt'
>;
// The intersection changes nothing for a real T; it tells a generic T what every row has.
type RowOf<T extends ImageTable> = Selectable<Database[T]> & StoredRow;
// What a write gives: the texts, the Urdu ones optional (null or left out: none yet).
type TextOf<T extends ImageTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'image' | 'position' | 'publishStatus' | 'publishAt' | 'unpublishAt'
>;

export type ImageRows<Row extends StoredRow, Text, Changes = Partial<Text>> = {
  table: ImageTable;
  /** In their order; only those `where` holds of (what is public now), if given. */
  all: (db: Db, where?: Expression<SqlBool>) => Promise<Row[]>;
  one: (db: Db, id: number) => Promise<Row | undefined>;
  insert: (trx: Db, values: Text & { image: string } & PublishingValues) => Promise<Row>;
  /** Answers undefined when the row is gone or its image is no longer `image`. */
  update: (
    trx: Db,
    id: number,
    image: string,
    changes: Changes & { image: string },
  ) => Promise<Row | undefined>;
  remove: (trx: Db, id: number) => Promise<Row | undefined>;
};

/**
 * The queries of one such table. Kysely cannot type a query on a table named by a type
 * parameter, so they are written over the union of the tables, whose rows it types as all
 * their columns at once; they run on table T, so its own row type is what they answer.
 */
export function imageRows<T extends ImageTable>(table: T): ImageRows<RowOf<T>, TextOf<T>> {
  const name: ImageTable = table;
  return {
    table,
    all: async (db, where) => {
      const query = db.selectFrom(name).selectAll().orderBy('position').orderBy('id');
      return (await (where ? query.where(where) : query).execute()) as RowOf<T>[];
    },
    one: async (db, id) =>
      (await db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst()) as
        RowOf<T> | undefined,
    insert: async (trx, values) =>
      (await trx
        .insertInto(name)
        // A new row takes its list's next place: last, or first in the gallery (nextPosition).
        .values({ ...values, position: nextPosition(table) })
        .returningAll()
        .executeTakeFirstOrThrow()) as RowOf<T>,
    update: async (trx, id, image, changes) =>
      (await trx
        .updateTable(name)
        .set(changes)
        .where('id', '=', id)
        .where('image', '=', image)
        .returningAll()
        .executeTakeFirst()) as RowOf<T> | undefined,
    remove: async (trx, id) =>
      (await trx.deleteFrom(name).where('id', '=', id).returningAll().executeTakeFirst()) as
        RowOf<T> | undefined,
  };
}

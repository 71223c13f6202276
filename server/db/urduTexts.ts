import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/** Each content table's Urdu columns (migration 0006), beside the English texts they follow. */
export const URDU_TEXTS = {
  galleryImages: ['nameUr'],
  partners: ['nameUr'],
  highlights: ['headingUr', 'subHeadingUr'],
  newsLogos: ['nameUr'],
  news: ['headingUr'],
  testimonials: ['nameUr'],
  projects: ['titleUr', 'detailsUr'],
} as const satisfies { [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

export type UrduTable = keyof typeof URDU_TEXTS;

/**
 * A condition true of the rows of `table` with a text whose Urdu is not given yet (none is
 * stored for a blank). Written over the union of the tables, as Kysely cannot type a column
 * named through a type parameter; each column is checked to belong to `table` above.
 */
export function lacksUrdu<T extends UrduTable>(table: T) {
  const columns: readonly string[] = URDU_TEXTS[table];
  return (eb: ExpressionBuilder<Database, T>) =>
    eb.or(columns.map((column) => eb(eb.ref(column as Parameters<typeof eb.ref>[0]), 'is', null)));
}

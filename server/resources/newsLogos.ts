import { NewsLogo, NewsLogoFields, NewsLogoList, NewsLogoPatchFields } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { sql } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../db';
import { conflict, HttpError } from '../http';
import { imageResourceRoutes, imageRows } from '../imageResource';
import { withPublishing } from '../publishing';

const duplicate = () => conflict('Record already exists', 'name');
const inUse = (count: number) =>
  new HttpError(
    409,
    `This logo is used by ${count} news item${count === 1 ? '' : 's'}; delete ${count === 1 ? 'it' : 'them'} first`,
  );

/* Registered as the static path /news/logos, which the router prefers over /news/:id. */
export const newsLogoRoutes = imageResourceRoutes({
  rows: imageRows('newsLogos'),
  url: '/news/logos',
  tag: 'news',
  kind: 'newsLogo',
  what: 'News logo',
  binKind: 'news-logos',
  schemas: {
    item: NewsLogo,
    list: NewsLogoList,
    fields: NewsLogoFields,
    changes: NewsLogoPatchFields,
  },
  summaries: {
    list: 'News source logos',
    create: 'multipart/form-data: name, nameUr?, image',
    edit: 'multipart/form-data: name?, nameUr?, image? (only the fields sent change)',
  },
  toItem: (row) => ({ ...withPublishing(row), image: uploadUrl('newsLogo', row.image) }),
  summaryOf: (row) => row.name,
  // A name is taken whatever its case; the unique index also decides a race of two requests.
  async beforeCreate(db, { name }) {
    const taken = await db
      .selectFrom('newsLogos')
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (taken) throw duplicate();
  },
  async beforeDelete(db, id) {
    const used = await db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('logoId', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(used.count) > 0) throw inUse(Number(used.count));
  },
  refusal(error) {
    if (isUniqueViolation(error)) return duplicate();
    // A news item that took the logo after beforeDelete counted.
    if (isForeignKeyViolation(error)) return inUse(1);
    return undefined;
  },
});

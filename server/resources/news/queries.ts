import { isHttpUrl, isValidIsoDate } from '@contract/common';
import { type NewsItem } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { type Db, lacksUrdu } from '../../db';
import { HttpError } from '../../http';
import { publishingOf, type PublishingColumns } from '../../publishing';
import type { Expression, SqlBool } from 'kysely';

/* What the news routes (news.ts and edit.ts) share: the joined query and its answer. */

type Row = {
  id: number;
  heading: string;
  headingUr: string | null;
  logoId: number;
  link: string;
  image: string;
  date: string;
  pinned: boolean | number;
  logoName: string;
  logoNameUr: string | null;
  logoImage: string;
} & PublishingColumns;

export const toItem = (row: Row): NewsItem => ({
  id: row.id,
  heading: row.heading,
  headingUr: row.headingUr,
  logo: uploadUrl('newsLogo', row.logoImage),
  logoId: row.logoId,
  logoName: row.logoName,
  logoNameUr: row.logoNameUr,
  link: row.link,
  image: uploadUrl('news', row.image),
  date: row.date,
  pinned: Boolean(row.pinned),
  ...publishingOf(row),
});

export const selectItems = (db: Db) =>
  db
    .selectFrom('news')
    .innerJoin('newsLogos', 'newsLogos.id', 'news.logoId')
    .select([
      'news.id',
      'news.heading',
      'news.headingUr',
      'news.logoId',
      'news.link',
      'news.image',
      'news.date',
      'news.pinned',
      'news.publishStatus',
      'news.publishAt',
      'news.unpublishAt',
      'newsLogos.name as logoName',
      'newsLogos.nameUr as logoNameUr',
      'newsLogos.image as logoImage',
    ]);

export const badLogo = () =>
  new HttpError(400, 'logo must be the id of an existing news logo', 'logo');

/** The checks a schema cannot make: a real URL and a real calendar day. */
export function checkLinkAndDate(fields: { link?: string; date?: string }): void {
  if (fields.link !== undefined && !isHttpUrl(fields.link)) {
    throw new HttpError(400, 'link must be an http(s) URL', 'link');
  }
  if (fields.date !== undefined && !isValidIsoDate(fields.date)) {
    throw new HttpError(400, 'date must be a real calendar date (yyyy-mm-dd)', 'date');
  }
}

/**
 * The time to stamp a new pin with: now, or just after the latest pin when that is not earlier
 * (two pins in one millisecond, a clock set back, or an old pin dated in the future), so the item
 * pinned last always lists first.
 */
export function nextPinStamp(latest: string | null, now = new Date()): string {
  const after = latest === null ? Number.NaN : Date.parse(latest) + 1;
  return new Date(after > now.getTime() ? after : now.getTime()).toISOString();
}

/**
 * One page of the list in its order (pinned first, the last pinned first, then newest): the
 * order of the news_list_order index. Past the first page, the page's ids are picked from that
 * index alone, so a deep page steps over index entries instead of joining every skipped row.
 */
/**
 * The ids of one page of the list, read from the list-order index alone (it holds the publishing
 * columns too); `where`: of the items public now, unless the page shows them all.
 */
export function listPageIds(
  db: Db,
  { limit, offset, where }: { limit: number; offset: number; where?: Expression<SqlBool> },
) {
  const ids = db
    .selectFrom('news')
    .select('news.id')
    .orderBy('news.pinned', 'desc')
    .orderBy('news.pinnedAt', 'desc')
    .orderBy('news.date', 'desc')
    .orderBy('news.id', 'desc')
    .limit(limit)
    .offset(offset);
  return where ? ids.where(where) : ids;
}

/**
 * A page of the list; `urduMissing`: of the items whose heading has no Urdu yet (the admin's);
 * `where`: of the items public now (none: every item).
 */
export function listPage(
  db: Db,
  {
    limit,
    offset,
    urduMissing = false,
    where,
  }: { limit: number; offset: number; urduMissing?: boolean; where?: Expression<SqlBool> },
) {
  let ordered = selectItems(db)
    .orderBy('news.pinned', 'desc')
    .orderBy('news.pinnedAt', 'desc')
    .orderBy('news.date', 'desc')
    .orderBy('news.id', 'desc');
  if (where) ordered = ordered.where(where);
  if (urduMissing) return ordered.where(lacksUrdu('news')).limit(limit).offset(offset).execute();
  if (offset === 0) return ordered.limit(limit).execute();
  return ordered.where('news.id', 'in', listPageIds(db, { limit, offset, where })).execute();
}

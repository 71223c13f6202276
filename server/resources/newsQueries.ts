import { type NewsItem, isHttpUrl, isValidIsoDate, uploadUrl } from '@contract';
import type { Db } from '../platform/db';
import { HttpError } from '../platform/errors';

/* What the news routes (news.ts and newsEdit.ts) share: the joined query and its answer. */

type Row = {
  id: number;
  heading: string;
  logoId: number;
  link: string;
  image: string;
  date: string;
  pinned: boolean | number;
  logoName: string;
  logoImage: string;
};

export const toItem = (row: Row): NewsItem => ({
  id: row.id,
  heading: row.heading,
  logo: uploadUrl('newsLogo', row.logoImage),
  logoId: row.logoId,
  logoName: row.logoName,
  link: row.link,
  image: uploadUrl('news', row.image),
  date: row.date,
  pinned: Boolean(row.pinned),
});

export const selectItems = (db: Db) =>
  db
    .selectFrom('news')
    .innerJoin('newsLogos', 'newsLogos.id', 'news.logoId')
    .select([
      'news.id',
      'news.heading',
      'news.logoId',
      'news.link',
      'news.image',
      'news.date',
      'news.pinned',
      'newsLogos.name as logoName',
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

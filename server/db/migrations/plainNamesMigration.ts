import { sql, type Kysely, type Migration } from 'kysely';
import { withoutFormatControls } from '@contract/common';

/*
 * Names cannot play tricks (issue 29): what donors and admins typed before is cleaned as new text
 * now is on its way in (contract/common/plainText.ts), so a donor stored as
 * "Ali \u202Egnp.exe\u202C Khan" no longer draws reversed. Only the texts holding a format
 * character change, and they are trimmed as typed text is. The audit trail is a record of what
 * was done and stays as it was written.
 */

type Column = {
  table: string;
  column: string;
  /** A required text that would be left empty keeps what it holds: an empty one shows nothing. */
  required?: boolean;
  /** Two rows may not hold the same key of it: a clean value another row holds is not written. */
  uniqueKey?: (value: string) => string;
};

/** The texts people type, as the tables stood at 0012. */
const TYPED_TEXTS: Column[] = [
  { table: 'donations', column: 'donor_name' },
  { table: 'donations', column: 'donor_address' },
  { table: 'donations', column: 'donor_email' },
  { table: 'donations', column: 'donor_id_number' },
  { table: 'donations', column: 'payment_reference', uniqueKey: (value) => value },
  ...['gallery_images', 'partners', 'testimonials'].flatMap((table) => [
    { table, column: 'name', required: true },
    { table, column: 'name_ur' },
  ]),
  {
    table: 'news_logos',
    column: 'name',
    required: true,
    uniqueKey: (value) => value.toLowerCase(),
  },
  { table: 'news_logos', column: 'name_ur' },
  { table: 'highlights', column: 'heading', required: true },
  { table: 'highlights', column: 'heading_ur' },
  { table: 'highlights', column: 'sub_heading', required: true },
  { table: 'highlights', column: 'sub_heading_ur' },
  { table: 'news', column: 'heading', required: true },
  { table: 'news', column: 'heading_ur' },
  { table: 'projects', column: 'title', required: true },
  { table: 'projects', column: 'title_ur' },
  { table: 'projects', column: 'details', required: true },
  { table: 'projects', column: 'details_ur' },
  { table: 'documents', column: 'title', required: true },
  { table: 'documents', column: 'title_ur' },
];

async function cleanColumn(db: Kysely<unknown>, { table, column, required, uniqueKey }: Column) {
  const { rows } = await sql<{ id: number | string; value: string }>`
    select id, ${sql.ref(column)} as value from ${sql.table(table)}
    where ${sql.ref(column)} is not null`.execute(db);
  const taken = new Set(uniqueKey ? rows.map(({ value }) => uniqueKey(value)) : []);
  for (const { id, value } of rows) {
    if (withoutFormatControls(value) === value) continue;
    const plain = withoutFormatControls(value).trim();
    if (plain === '' && required) continue;
    if (plain !== '' && uniqueKey) {
      if (taken.has(uniqueKey(plain))) continue;
      taken.add(uniqueKey(plain));
    }
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${plain === '' ? null : plain}
      where id = ${id}`.execute(db);
  }
}

/** The settings' texts (hero, about, site, trust...), each string of their JSON. */
async function cleanSettings(db: Kysely<unknown>) {
  const { rows } = await sql<{ id: number | string; content: string }>`
    select id, content from settings`.execute(db);
  for (const { id, content } of rows) {
    let changed = false;
    const plain: unknown = JSON.parse(content, (_key, value: unknown) => {
      if (typeof value !== 'string' || withoutFormatControls(value) === value) return value;
      changed = true;
      return withoutFormatControls(value);
    });
    if (!changed) continue;
    await sql`update settings set content = ${JSON.stringify(plain)} where id = ${id}`.execute(db);
  }
}

export const plainNames: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of TYPED_TEXTS) await cleanColumn(db, column);
    // A gift without a name is anonymous, as one recorded so is.
    await sql`update donations set shown_as = 'anonymous'
      where donor_name is null and shown_as <> 'anonymous'`.execute(db);
    await cleanSettings(db);
  },
};

import { sql } from 'kysely';
import { migrateToLatest } from '.';
import { storeOldGifts, useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0015_plain_names';
const URDU = 'علی\u200Cاحمد';

describe(`migration ${NAME}`, () => {
  it("cleans an older database's donor names and typed texts of bidi controls and invisible characters", async () => {
    await t.migrateToBefore(NAME);
    // Gifts, content and settings as a release before issue 29 stored them.
    await storeOldGifts(t.db, [
      {
        date: '2025-01-02',
        donor_name: 'Ali \u202Egnp.exe\u202C Khan',
        donor_address: '\u2066Lane 7\u2069',
      },
      { date: '2025-01-03', donor_name: URDU },
      { date: '2025-01-04', donor_name: '\u202E\u200B', shown_as: 'name' },
      { date: '2025-01-05', donor_name: 'Asha Rao', payment_reference: 'UTR1' },
      // The clean reference is another gift's: it stays as it is rather than break the index.
      { date: '2025-01-06', donor_name: 'Ravi', payment_reference: 'UTR1\u200B' },
      { date: '2025-01-07', donor_name: 'Sara', payment_reference: '\uFEFFUTR2' },
    ]);
    await sql`insert into partners (name, name_ur, image)
      values (${'Helping \u202EsdnaH\u202C'}, ${`\u2067${URDU}\u2069`}, 'p.webp'),
        (${'\u200B'}, ${'\u2060'}, 'q.webp')`.execute(t.db);
    await sql`insert into news_logos (name, image)
      values ('BBC', 'b.webp'), (${'bbc\u200B'}, 'c.webp'), (${'Dawn\u2060'}, 'd.webp')`.execute(
      t.db,
    );
    const hero = { show: true, en: { heading: 'Give \u202Ewater\u202C' }, ur: { heading: URDU } };
    await sql`insert into settings (name, content) values ('hero', ${JSON.stringify(hero)})`.execute(
      t.db,
    );

    await migrateToLatest(t.db);

    const gifts = await t.db
      .selectFrom('donations')
      .select(['donorName', 'donorAddress', 'shownAs', 'paymentReference'])
      .orderBy('id')
      .execute();
    expect(gifts).toEqual([
      {
        donorName: 'Ali gnp.exe Khan',
        donorAddress: 'Lane 7',
        shownAs: 'name',
        paymentReference: null,
      },
      { donorName: URDU, donorAddress: null, shownAs: 'name', paymentReference: null },
      // Only controls: no name, so an anonymous gift.
      { donorName: null, donorAddress: null, shownAs: 'anonymous', paymentReference: null },
      { donorName: 'Asha Rao', donorAddress: null, shownAs: 'name', paymentReference: 'UTR1' },
      { donorName: 'Ravi', donorAddress: null, shownAs: 'name', paymentReference: 'UTR1\u200B' },
      { donorName: 'Sara', donorAddress: null, shownAs: 'name', paymentReference: 'UTR2' },
    ]);
    const partners = await t.db
      .selectFrom('partners')
      .select(['name', 'nameUr'])
      .orderBy('id')
      .execute();
    expect(partners).toEqual([
      { name: 'Helping sdnaH', nameUr: URDU },
      // A required name of controls only stays: an empty name would show nothing either.
      { name: '\u200B', nameUr: null },
    ]);
    const logos = await t.db.selectFrom('newsLogos').select('name').orderBy('id').execute();
    expect(logos.map(({ name }) => name)).toEqual(['BBC', 'bbc\u200B', 'Dawn']);
    const stored = await t.db
      .selectFrom('settings')
      .select('content')
      .where('name', '=', 'hero')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content)).toEqual({
      show: true,
      en: { heading: 'Give water' },
      ur: { heading: URDU },
    });
  });
});

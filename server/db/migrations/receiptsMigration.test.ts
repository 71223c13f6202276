import { sql } from 'kysely';
import { blankTrust } from '@contract/settings';
import { migrateToLatest } from '.';
import { storeOldGifts, useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0009_gift_receipts';

describe(`migration ${NAME}`, () => {
  it('confirms every gift recorded before and numbers them by date in each financial year', async () => {
    await t.migrateToBefore(NAME);
    await storeOldGifts(
      t.db,
      ['2025-05-01', '2025-03-31', '2025-04-01'].map((date) => ({ date })),
    );

    await migrateToLatest(t.db);

    const gifts = await t.db
      .selectFrom('donations')
      .select(['date', 'status', 'receiptNumber'])
      .orderBy('date')
      .execute();
    expect(gifts).toEqual([
      { date: '2025-03-31', status: 'confirmed', receiptNumber: '2024-25/0001' },
      { date: '2025-04-01', status: 'confirmed', receiptNumber: '2025-26/0001' },
      { date: '2025-05-01', status: 'confirmed', receiptNumber: '2025-26/0002' },
    ]);
    const counters = await t.db
      .selectFrom('receiptCounters')
      .selectAll()
      .orderBy('financialYear')
      .execute();
    expect(
      counters.map(({ financialYear, lastNumber }) => [financialYear, Number(lastNumber)]),
    ).toEqual([
      ['2024-25', 1],
      ['2025-26', 2],
    ]);
  });

  it('gives a stored site a blank trust entry and leaves an empty one empty', async () => {
    await t.migrateToBefore(NAME);
    await sql`insert into settings (name, content) values ('theme', '{"color":"green"}')`.execute(
      t.db,
    );
    await migrateToLatest(t.db);
    const trust = await t.db
      .selectFrom('settings')
      .select('content')
      .where('name', '=', 'trust')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(trust.content)).toEqual(blankTrust());
  });

  it('adds no setting to an empty database, so the demo seed still fills it', async () => {
    await migrateToLatest(t.db);
    expect(await t.db.selectFrom('settings').selectAll().execute()).toEqual([]);
  });
});

import { NO_GIFT_DETAILS } from '../../gifts';
import { migrateToLatest } from '.';
import { storeOldGifts, useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0008_gift_details';

describe(`migration ${NAME}`, () => {
  it('keeps every gift, with no private details and an unknown payment mode', async () => {
    await t.migrateToBefore(NAME);
    await storeOldGifts(t.db, [{ date: '2025-01-02', purpose: 'sadaqah' }]);

    await migrateToLatest(t.db);

    expect(await t.db.selectFrom('donations').selectAll().execute()).toEqual([
      expect.objectContaining({
        donorName: 'Asha Rao',
        amount: 500,
        purpose: 'sadaqah',
        ...NO_GIFT_DETAILS,
      }),
    ]);
  });
});

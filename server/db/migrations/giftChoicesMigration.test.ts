import { migrateToLatest } from '.';
import { storeOldGifts, useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0007_gift_choices';

describe(`migration ${NAME}`, () => {
  it('upgrades gifts in place: general giving, shown as they were, amounts shown; no Zakat yet', async () => {
    await t.migrateToBefore(NAME);
    // Gifts as a release before donor choices left them.
    await storeOldGifts(t.db, [
      { date: '2025-01-02' },
      { date: '2025-01-03', donor_name: null, amount: 300 },
    ]);

    await migrateToLatest(t.db);

    const gifts = await t.db
      .selectFrom('donations')
      .select(['donorName', 'amount', 'purpose', 'shownAs', 'hideAmount'])
      .orderBy('id')
      .execute();
    expect(gifts.map((gift) => ({ ...gift, hideAmount: Boolean(gift.hideAmount) }))).toEqual([
      {
        donorName: 'Asha Rao',
        amount: 500,
        purpose: 'general',
        shownAs: 'name',
        hideAmount: false,
      },
      { donorName: null, amount: 300, purpose: 'general', shownAs: 'anonymous', hideAmount: false },
    ]);
    const projects = await t.db
      .selectFrom('projects')
      .select(['projectId', 'acceptsZakat'])
      .execute();
    expect(projects.map((p) => [p.projectId, Boolean(p.acceptsZakat)])).toEqual([['well', false]]);
  });
});

import { sql } from 'kysely';
import { migrateToLatest } from '.';
import { useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

describe('migration 0007_gift_choices', () => {
  it('upgrades gifts in place: general giving, shown as they were, amounts shown; no Zakat yet', async () => {
    await t.migrateTo('0006_content_urdu');
    // Gifts as a release before donor choices left them (raw SQL: the code's types know more).
    await sql`insert into projects (project_id, title, status, goal, link, image, details)
      values ('well', 'Well', 'active', 1000, 'https://example.org', 'w.png', 'A well')`.execute(
      t.db,
    );
    await sql`insert into donations (project_id, donor_name, amount, date, created_at) values
      (1, 'Asha Rao', 500, '2025-01-02', '2025-01-02T10:00:00.000Z'),
      (1, null, 300, '2025-01-03', '2025-01-03T10:00:00.000Z')`.execute(t.db);

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

import { sql } from 'kysely';
import { NO_GIFT_DETAILS } from '@contract';
import { migrateToLatest } from '.';
import { useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

describe('migration 0008_gift_details', () => {
  it('keeps every gift, with no private details and an unknown payment mode', async () => {
    await t.migrateTo('0007_gift_choices');
    await sql`insert into projects (project_id, title, status, goal, link, image, details)
      values ('well', 'Well', 'active', 1000, 'https://example.org', 'w.png', 'A well')`.execute(
      t.db,
    );
    await sql`insert into donations (project_id, donor_name, amount, date, created_at, purpose)
      values (1, 'Asha Rao', 500, '2025-01-02', '2025-01-02T10:00:00.000Z', 'sadaqah')`.execute(
      t.db,
    );

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

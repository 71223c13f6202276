import { sql } from 'kysely';
import { DISK_FULL_MESSAGE } from '../http';
import { form, makePng } from './fixtures';
import { useTestApp } from './testApp';

/*
 * A full disk under SQLite. The database is capped at the pages it has (PRAGMA max_page_count,
 * per connection) and the free room inside them filled, so the next write fails in SQLite
 * exactly as on a full disk: SQLITE_FULL, "database or disk is full".
 */

const t = useTestApp();

async function pragma(statement: string): Promise<number> {
  const result = await sql<Record<string, number>>`${sql.raw(`pragma ${statement}`)}`.execute(
    t.app.db,
  );
  return Object.values(result.rows[0] ?? {})[0] ?? 0;
}

/** Rows of shrinking size until not even the smallest fits in any page of the table. */
async function fill(insert: (text: string) => Promise<unknown>): Promise<void> {
  for (const size of [400, 100, 20, 1]) {
    for (let i = 0; ; i++) {
      try {
        await insert(`${size}-${i}-${'x'.repeat(size)}`);
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_FULL') break;
        throw error;
      }
    }
  }
}

async function fillTheDisk(): Promise<void> {
  const { db } = t.app;
  await pragma(`max_page_count = ${await pragma('page_count')}`);
  await fill((name) =>
    db.insertInto('testimonials').values({ name, video: 'https://e.org/v' }).execute(),
  );
  await fill((name) => db.insertInto('partners').values({ name, image: 'filler.png' }).execute());
}

const count = async (table: 'testimonials' | 'partners') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a full disk', () => {
  it('answers 507 to writes, leaves no file behind and keeps serving reads', async () => {
    await fillTheDisk();
    const testimonials = await count('testimonials');
    const partners = await count('partners');

    const json = await t.admin({
      method: 'POST',
      url: '/api/v1/testimonials',
      payload: { name: 'No room', video: 'https://www.youtube.com/watch?v=abc' },
    });
    expect(json.statusCode).toBe(507);
    expect(json.json()).toEqual({
      statusCode: 507,
      error: 'Insufficient Storage',
      message: DISK_FULL_MESSAGE,
    });
    expect(await count('testimonials')).toBe(testimonials);

    const upload = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form({ name: 'No room' }, { image: { data: await makePng(), filename: 'a.png' } }),
    });
    expect(upload.statusCode).toBe(507);
    expect(await count('partners')).toBe(partners);
    // Its file was written before the row failed, and removed again.
    expect(t.filesOf('partner')).toEqual([]);

    expect((await t.inject({ url: '/api/v1/settings' })).statusCode).toBe(200);
    expect((await t.inject({ url: '/api/v1/testimonials?limit=1' })).statusCode).toBe(200);

    // Room again: the same server saves again.
    await pragma('max_page_count = 1073741823');
    expect(
      (
        await t.admin({
          method: 'POST',
          url: '/api/v1/testimonials',
          payload: { name: 'Room again', video: 'https://www.youtube.com/watch?v=abc' },
        })
      ).statusCode,
    ).toBe(201);
  });
});

import type { GiftRecord } from '@contract/gifts';
import { useTestApp } from '../test/testApp';
import { createProject, setUpiTrust } from '../test/projects';

const t = useTestApp();
const UTR = '604312345678';

beforeEach(async () => {
  await setUpiTrust(t);
  expect((await createProject(t, { projectId: 'clean-water' })).statusCode).toBe(201);
});

/** A donor tells of a gift; answers its id as the admin's list has it. */
async function pending(reference = UTR, amount = 1500): Promise<number> {
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v1/projects/clean-water/pledges',
    payload: { donorName: 'Asha Rao', amount, paymentReference: reference },
  });
  expect(answer.statusCode).toBe(201);
  const gift = (await records()).find((record) => record.paymentReference === reference);
  if (!gift) throw new Error('The pending gift is not in the list');
  return gift.id;
}

const records = async () =>
  (await t.admin({ url: '/api/v1/projects/clean-water/donations' })).json<GiftRecord[]>();
const confirmOrReject = (
  id: number,
  action: 'confirm' | 'reject',
  headers: Record<string, string> = t.auth,
) =>
  t.inject({
    method: 'POST',
    url: `/api/v1/projects/clean-water/donations/${id}/${action}`,
    headers,
  });
const figures = async () =>
  (await t.inject({ url: '/api/v1/projects/clean-water' })).json<{
    raised: number;
    supportersCount: number;
  }>();
/** The audit trail's changes, newest first (looks at the gifts, recorded too, left out). */
const audit = async () =>
  (await t.admin({ url: '/api/v1/audit' }))
    .json<{ action: string; resource: string }[]>()
    .filter((entry) => entry.action !== 'view');

describe('POST /api/v1/projects/{projectId}/donations/{donationId}/confirm', () => {
  it('confirms a pending gift: it counts from now on and gets its receipt number', async () => {
    const id = await pending();
    expect(await figures()).toMatchObject({ raised: 0, supportersCount: 0 });

    const answer = await confirmOrReject(id, 'confirm');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      status: 'confirmed',
      receiptNumber: expect.stringMatching(/^\d{4}-\d{2}\/0001$/),
    });
    expect(await figures()).toMatchObject({ raised: 1500, supportersCount: 1 });
    const donors = (await t.inject({ url: '/api/v1/projects/donor/clean-water' })).json();
    expect(donors).toEqual([expect.objectContaining({ donorName: 'Asha Rao', amount: 1500 })]);
    // The public list never carries the reference.
    expect(JSON.stringify(donors)).not.toContain(UTR);
    expect((await audit())[0]).toMatchObject({ action: 'confirm', resource: 'donation' });
  });

  it('refuses a gift that is not pending (409), and keeps its one receipt number', async () => {
    const id = await pending();
    expect((await confirmOrReject(id, 'confirm')).statusCode).toBe(200);
    const again = await confirmOrReject(id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This gift is already confirmed' });
    expect((await confirmOrReject(id, 'reject')).statusCode).toBe(409);
    const [record] = await records();
    expect(record).toMatchObject({
      status: 'confirmed',
      receiptNumber: expect.stringMatching(/\/0001$/),
    });
  });

  it('needs a token, and answers 404 for a gift of another project', async () => {
    const id = await pending();
    expect((await confirmOrReject(id, 'confirm', {})).statusCode).toBe(401);
    expect((await confirmOrReject(id + 100, 'confirm')).statusCode).toBe(404);
    expect(await figures()).toMatchObject({ raised: 0 });
  });
});

describe('POST /api/v1/projects/{projectId}/donations/{donationId}/reject', () => {
  it('rejects a pending gift: kept, counted nowhere, its reference still taken', async () => {
    const id = await pending();
    const answer = await confirmOrReject(id, 'reject');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id, status: 'rejected', receiptNumber: null });
    expect(await figures()).toMatchObject({ raised: 0, supportersCount: 0 });
    expect((await records()).map((record) => record.status)).toEqual(['rejected']);
    expect((await audit())[0]).toMatchObject({ action: 'reject', resource: 'donation' });
    const reused = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/clean-water/pledges',
      payload: { amount: 10, paymentReference: UTR },
    });
    expect(reused.statusCode).toBe(409);
  });
});

describe('GET /api/v1/donations/waiting', () => {
  const waiting = () => t.admin({ url: '/api/v1/donations/waiting' });
  const toldAt = (id: number, createdAt: string) =>
    t.app.db.updateTable('donations').set({ createdAt }).where('id', '=', id).execute();

  it('counts per project the gifts no admin has decided, the longest waiting first', async () => {
    expect((await waiting()).json()).toEqual([]);
    const books = await createProject(t, {
      projectId: 'school-books',
      title: 'School books',
      titleUr: 'اسکول کی کتابیں',
    });
    expect(books.statusCode).toBe(201);
    const told = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/school-books/pledges',
      payload: { donorName: 'Ravi Kumar', amount: 300, paymentReference: '604300000009' },
    });
    expect(told.statusCode).toBe(201);
    const [water1, water2, decided1, decided2] = [
      await pending('604300000001', 1500),
      await pending('604300000002', 700),
      await pending('604300000003', 900),
      await pending('604300000004', 400),
    ];
    // Decided either way: no longer waiting.
    expect((await confirmOrReject(decided1, 'confirm')).statusCode).toBe(200);
    expect((await confirmOrReject(decided2, 'reject')).statusCode).toBe(200);
    await toldAt(water1, '2026-11-20T08:00:00.000Z');
    await toldAt(water2, '2026-11-22T08:00:00.000Z');
    await t.app.db
      .updateTable('donations')
      .set({ createdAt: '2026-11-21T08:00:00.000Z' })
      .where('paymentReference', '=', '604300000009')
      .execute();

    const answer = await waiting();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        projectId: 'clean-water',
        title: 'Clean water',
        titleUr: null,
        gifts: 2,
        amount: 2200,
        since: '2026-11-20T08:00:00.000Z',
      },
      {
        projectId: 'school-books',
        title: 'School books',
        titleUr: 'اسکول کی کتابیں',
        gifts: 1,
        amount: 300,
        since: '2026-11-21T08:00:00.000Z',
      },
    ]);
    // No donor's name or payment reference.
    expect(answer.body).not.toMatch(/Asha|Ravi|6043000000/);
  });

  it('answers an admin only', async () => {
    await pending();
    const answer = await t.inject({ url: '/api/v1/donations/waiting' });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('clean-water');
  });
});

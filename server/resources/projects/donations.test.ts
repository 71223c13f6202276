import { MAX_RUPEES } from '@contract';
import { today } from '../../http';
import { useTestApp } from '../../test/testApp';
import { form, makePng } from '../../test/fixtures';

const t = useTestApp();
beforeEach(async () => {
  for (const projectId of ['clean-water', 'school-books']) {
    const answer = await t.admin({
      method: 'POST',
      url: '/api/v1/projects',
      payload: form(
        {
          projectId,
          title: projectId,
          projectDetails: 'Details',
          goal: '10000',
          link: 'https://example.org/donate',
        },
        { image: { data: await makePng() } },
      ),
    });
    expect(answer.statusCode).toBe(201);
  }
});

type Donor = { id: number; donorName: string; amount: number; date: string; type: string };

const give = (payload: unknown, slug = 'clean-water', headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'POST', url: `/api/v1/projects/${slug}/donations`, payload, headers });

const remove = (id: number, slug = 'clean-water', headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'DELETE', url: `/api/v1/projects/${slug}/donations/${id}`, headers });

const project = async (slug = 'clean-water') =>
  (await t.inject({ url: `/api/v1/projects/${slug}` })).json<{
    raised: number;
    supportersCount: number;
  }>();

const donors = async (slug = 'clean-water') =>
  (await t.inject({ url: `/api/v1/projects/donor/${slug}` })).json<Donor[]>();

const donations = () => t.app.db.selectFrom('donations').selectAll().execute();

describe('POST /api/v1/projects/{projectId}/donations', () => {
  it('records a gift: the project raises it and counts a supporter', async () => {
    const answer = await give({ donorName: '  Asha Rao ', amount: 2500, date: '2025-01-15' });
    expect(answer.statusCode).toBe(201);
    const donor = answer.json<Donor>();
    expect(donor).toEqual({
      id: donor.id,
      donorName: 'Asha Rao',
      amount: 2500,
      date: '2025-01-15',
      type: 'topDonor',
    });
    expect(await donations()).toEqual([
      expect.objectContaining({ id: donor.id, donorName: 'Asha Rao', amount: 2500 }),
    ]);
    expect(await project()).toMatchObject({ raised: 2500, supportersCount: 1 });
    expect(await project('school-books')).toMatchObject({ raised: 0, supportersCount: 0 });
    expect(await donors()).toEqual([donor]);
  });

  it('dates a gift today unless told, and answers each one with its badge', async () => {
    const first = (
      await give({ donorName: 'Early', amount: 100, date: '2024-05-01' })
    ).json<Donor>();
    expect(first.type).toBe('topDonor');
    const big = (await give({ donorName: 'Big', amount: 9000 })).json<Donor>();
    expect(big).toMatchObject({ date: today(), type: 'topDonor' });
    const small = (await give({ donorName: 'Small', amount: 50 })).json<Donor>();
    expect(small.type).toBe('recentDonor');
    expect((await donors()).map((d) => [d.donorName, d.type])).toEqual([
      ['Small', 'recentDonor'],
      ['Big', 'topDonor'],
      ['Early', 'firstDonor'],
    ]);
    expect(await project()).toMatchObject({ raised: 9150, supportersCount: 3 });
  });

  it.each([[{}], [{ donorName: null }], [{ donorName: '' }], [{ donorName: '   ' }]])(
    'records %j as an anonymous gift',
    async (name) => {
      const answer = await give({ ...name, amount: 300 });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({ donorName: 'Anonymous', amount: 300 });
      expect((await donations()).map((row) => row.donorName)).toEqual([null]);
    },
  );

  it.each([
    [{ amount: 0 }, 'amount', 'amount must be at least 1'],
    [{ amount: -100 }, 'amount', 'amount must be at least 1'],
    [{ amount: 12.5 }, 'amount', 'amount must be a whole number'],
    [{ amount: 'a lot' }, 'amount', 'amount must be a whole number'],
    [{ amount: MAX_RUPEES + 1 }, 'amount', `amount must be at most ${MAX_RUPEES}`],
    [{}, 'amount', 'amount is required'],
    [{ amount: 10, date: '2025-02-30' }, 'date', 'date must be a real calendar date (yyyy-mm-dd)'],
    [{ amount: 10, date: '15/01/2025' }, 'date', 'date must be a date written yyyy-mm-dd'],
    [{ amount: 10, date: '2999-01-01' }, 'date', 'date cannot be in the future'],
    [
      { amount: 10, donorName: 'x'.repeat(201) },
      'donorName',
      'donorName must have at most 200 characters',
    ],
  ])('refuses %j with 400 on field %s', async (body, field, message) => {
    const answer = await give(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await donations()).toEqual([]);
  });

  it('takes the largest amount allowed', async () => {
    const answer = await give({ amount: MAX_RUPEES });
    expect(answer.statusCode).toBe(201);
    expect(await project()).toMatchObject({ raised: MAX_RUPEES });
  });

  it('answers 404 for an unknown or reserved project', async () => {
    expect((await give({ amount: 10 }, 'no-such-project')).statusCode).toBe(404);
    expect((await give({ amount: 10 }, 'donor')).statusCode).toBe(404);
    expect(await donations()).toEqual([]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await give({ amount: 10 }, 'clean-water', {})).statusCode).toBe(401);
    const bad = { authorization: 'Bearer not-a-token' };
    expect((await give({ amount: 10 }, 'clean-water', bad)).statusCode).toBe(401);
    expect(await donations()).toEqual([]);
  });
});

describe('DELETE /api/v1/projects/{projectId}/donations/{id}', () => {
  it('removes a mistaken gift: totals and badges follow', async () => {
    await give({ donorName: 'First', amount: 100, date: '2024-01-01' });
    const mistake = (
      await give({ donorName: 'Typo', amount: 100000, date: '2024-02-01' })
    ).json<Donor>();
    await give({ donorName: 'Later', amount: 500, date: '2024-03-01' });
    expect(await project()).toMatchObject({ raised: 100600, supportersCount: 3 });

    expect((await remove(mistake.id)).statusCode).toBe(204);
    expect(await project()).toMatchObject({ raised: 600, supportersCount: 2 });
    expect((await donors()).map((d) => [d.donorName, d.type])).toEqual([
      ['Later', 'topDonor'],
      ['First', 'firstDonor'],
    ]);
    expect((await remove(mistake.id)).statusCode).toBe(404);
  });

  it("answers 404 for another project's gift and leaves it", async () => {
    const gift = (await give({ amount: 700 }, 'school-books')).json<Donor>();
    const answer = await remove(gift.id, 'clean-water');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Donation not found' });
    expect(await project('school-books')).toMatchObject({ raised: 700, supportersCount: 1 });
    expect((await remove(gift.id, 'no-such-project')).statusCode).toBe(404);
  });

  it('answers 401 without a valid token and 400 for an id that is not a number', async () => {
    const gift = (await give({ amount: 700 })).json<Donor>();
    expect((await remove(gift.id, 'clean-water', {})).statusCode).toBe(401);
    const bad = { authorization: 'Bearer not-a-token' };
    expect((await remove(gift.id, 'clean-water', bad)).statusCode).toBe(401);
    expect(await donations()).toHaveLength(1);
    const notNumber = await t.remove('/api/v1/projects/clean-water/donations/abc');
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json()).toMatchObject({ field: 'donationId' });
  });
});

import { NO_GIFT_DETAILS } from './giftViews';
import { MAX_RUPEES } from '@contract/common';
import { today } from '../http';
import { useTestApp } from '../test/testApp';
import { form, makePng } from '../test/fixtures';

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
          // Zakat goes only to a project that accepts it.
          acceptsZakat: String(projectId === 'clean-water'),
        },
        { image: { data: await makePng() } },
      ),
    });
    expect(answer.statusCode).toBe(201);
  }
});

type Donor = {
  id: number;
  donorName: string;
  shownAs: string;
  amount?: number;
  date: string;
  type: string;
};

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
      shownAs: 'name',
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

describe('how a donor is shown, and what a gift is for', () => {
  const records = async (slug = 'clean-water', headers: Record<string, string> = t.auth) =>
    t.inject({ url: `/api/v1/projects/${slug}/donations`, headers });

  it('shows the full name, the initials or Anonymous, and the amount only when not hidden', async () => {
    await give({ donorName: 'Ayesha Siddiqui', amount: 5100, date: '2025-04-01' });
    await give({
      donorName: 'Imran  Ali Khan',
      shownAs: 'initials',
      amount: 2200,
      date: '2025-04-02',
    });
    await give({
      donorName: 'Fatima Noor',
      shownAs: 'anonymous',
      amount: 777_777,
      hideAmount: true,
      date: '2025-04-03',
      purpose: 'zakat',
    });
    const publicAnswer = await t.inject({ url: '/api/v1/projects/donor/clean-water' });
    expect(publicAnswer.json()).toEqual([
      expect.objectContaining({
        donorName: 'Anonymous',
        shownAs: 'anonymous',
        type: 'recentDonor',
      }),
      expect.objectContaining({ donorName: 'I. A. K.', shownAs: 'initials', amount: 2200 }),
      expect.objectContaining({ donorName: 'Ayesha Siddiqui', shownAs: 'name', amount: 5100 }),
    ]);
    // What the donor hid is not in the public answer at all, nor is any gift's purpose.
    expect(publicAnswer.json<Donor[]>()[0]).not.toHaveProperty('amount');
    for (const hidden of ['Fatima', 'Noor', 'Imran', '777777', 'zakat', 'purpose']) {
      expect(publicAnswer.body).not.toContain(hidden);
    }
    // Every gift counts in the totals, hidden or not.
    expect(await project()).toMatchObject({ raised: 5100 + 2200 + 777_777, supportersCount: 3 });

    // The admin reads each gift as recorded.
    const answer = await records();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      expect.objectContaining({
        donorName: 'Fatima Noor',
        shownAs: 'anonymous',
        hideAmount: true,
        purpose: 'zakat',
        amount: 777_777,
      }),
      expect.objectContaining({
        donorName: 'Imran  Ali Khan',
        shownAs: 'initials',
        purpose: 'general',
      }),
      expect.objectContaining({ donorName: 'Ayesha Siddiqui', shownAs: 'name', hideAmount: false }),
    ]);
  });

  it('never makes a gift with a hidden amount the top donor: the badge would tell its size', async () => {
    await give({ donorName: 'Quiet', amount: 90_000, hideAmount: true, date: '2025-01-02' });
    await give({ donorName: 'Open', amount: 500, date: '2025-01-03' });
    await give({ donorName: 'Early', amount: 100, date: '2025-01-01' });
    expect((await donors()).map((d) => [d.donorName, d.type])).toEqual([
      ['Open', 'topDonor'],
      ['Quiet', 'recentDonor'],
      ['Early', 'firstDonor'],
    ]);
  });

  it.each([
    [{ amount: 10, shownAs: 'name' }, 'donorName', "donorName is needed to show the donor's name"],
    [
      { amount: 10, donorName: ' ', shownAs: 'initials' },
      'donorName',
      "donorName is needed to show the donor's initials",
    ],
    [
      { amount: 10, purpose: 'charity' },
      'purpose',
      'purpose must be one of the allowed values: general, zakat, sadaqah, lillah, fitrana',
    ],
    [
      { amount: 10, shownAs: 'nickname' },
      'shownAs',
      'shownAs must be one of the allowed values: name, initials, anonymous',
    ],
    [{ amount: 10, hideAmount: 'yes' }, 'hideAmount', 'hideAmount must be true or false'],
  ])('refuses %j with 400 on field %s', async (body, field, message) => {
    const answer = await give(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await donations()).toEqual([]);
  });

  it('refuses Zakat for a project that does not accept it, in words an admin understands', async () => {
    const answer = await give({ amount: 100, purpose: 'zakat' }, 'school-books');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      field: 'purpose',
      message: 'This project does not accept Zakat',
    });
    expect(await donations()).toEqual([]);
    expect((await give({ amount: 100, purpose: 'sadaqah' }, 'school-books')).statusCode).toBe(201);
  });

  it("keeps the admin's view of gifts behind a token", async () => {
    await give({ donorName: 'Asha Rao', amount: 10 });
    expect((await records('clean-water', {})).statusCode).toBe(401);
    expect((await records('no-such-project')).statusCode).toBe(404);
    expect((await t.inject({ url: '/api/v1/donations/totals' })).statusCode).toBe(401);
  });

  it('sums every gift per financial year (April to March) and purpose', async () => {
    await give({ amount: 100, date: '2025-03-31', purpose: 'zakat' });
    await give({ amount: 200, date: '2025-04-01', purpose: 'zakat' });
    await give({ amount: 300, date: '2026-03-31', purpose: 'zakat', hideAmount: true });
    await give({ amount: 50, date: '2025-06-15' });
    await give({ amount: 70, date: '2025-07-01', purpose: 'fitrana' }, 'school-books');
    const answer = await t.inject({ url: '/api/v1/donations/totals', headers: t.auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { financialYear: '2025-26', purpose: 'general', amount: 50, gifts: 1 },
      { financialYear: '2025-26', purpose: 'zakat', amount: 500, gifts: 2 },
      { financialYear: '2025-26', purpose: 'fitrana', amount: 70, gifts: 1 },
      { financialYear: '2024-25', purpose: 'zakat', amount: 100, gifts: 1 },
    ]);
  });
});

describe("a gift's private details (receipts, Form 10BD): for admins only", () => {
  const records = async () =>
    (await t.inject({ url: '/api/v1/projects/clean-water/donations', headers: t.auth })).json<
      Record<string, unknown>[]
    >();
  const PRIVATE = {
    donorIdType: 'pan',
    donorIdNumber: 'abcde 1234f',
    donorAddress: '12 Charminar Road, Hyderabad 500002',
    donorEmail: 'ayesha@example.org',
    donorPhone: '+919812345678',
    paymentMode: 'upi',
    paymentReference: 'UTR412345678901',
  };

  it('keeps them for the admin and out of every public answer', async () => {
    const answer = await give({ donorName: 'Ayesha Siddiqui', amount: 5100, ...PRIVATE });
    expect(answer.statusCode).toBe(201);
    expect(await records()).toEqual([
      expect.objectContaining({ ...PRIVATE, donorIdNumber: 'ABCDE1234F' }),
    ]);
    const publicAnswers = [
      answer.body,
      (await t.inject({ url: '/api/v1/projects/donor/clean-water' })).body,
      (await t.inject({ url: '/api/v1/projects/clean-water' })).body,
      (await t.inject({ url: '/projects/clean-water' })).body,
    ];
    for (const body of publicAnswers) {
      for (const secret of ['ABCDE1234F', 'Charminar', 'ayesha@', '9812345678', 'UTR4123', 'upi']) {
        expect(body).not.toContain(secret);
      }
    }
  });

  it('has none for a gift recorded without them, paid by an unknown mode', async () => {
    await give({ donorName: 'Asha Rao', amount: 10 });
    expect(await records()).toEqual([expect.objectContaining(NO_GIFT_DETAILS)]);
  });

  it('refuses a payment reference already recorded, on any project', async () => {
    expect((await give({ amount: 10, paymentReference: ' UTR1 ' })).statusCode).toBe(201);
    const again = await give({ amount: 20, paymentReference: 'UTR1' }, 'school-books');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      field: 'paymentReference',
      message: 'This payment reference is already recorded',
    });
    expect((await donations()).map((row) => row.amount)).toEqual([10]);
    // Gifts without a reference are never alike.
    expect((await give({ amount: 30 })).statusCode).toBe(201);
    expect((await give({ amount: 40, paymentReference: '' })).statusCode).toBe(201);
  });

  it.each([
    [{ donorIdNumber: 'ABCDE1234F' }, 'donorIdType', 'donorIdType is needed with donorIdNumber'],
    [{ donorIdType: 'pan' }, 'donorIdNumber', 'donorIdNumber is needed with donorIdType'],
    [
      { donorIdType: 'pan', donorIdNumber: 'SECRET123' },
      'donorIdNumber',
      'donorIdNumber must be a PAN: five letters, four digits and a letter',
    ],
    [
      { donorIdType: 'aadhaar', donorIdNumber: '1234 5678 901' },
      'donorIdNumber',
      'donorIdNumber must be an Aadhaar number: twelve digits',
    ],
    [{ donorEmail: 'secret-at-example' }, 'donorEmail', 'donorEmail must be an e-mail address'],
    [
      { donorPhone: 'call 98123' },
      'donorPhone',
      'donorPhone must be a phone number: digits, + first if any',
    ],
    [
      { paymentMode: 'crypto' },
      'paymentMode',
      'paymentMode must be one of the allowed values: cash, upi, bank, cheque, card, kind, other',
    ],
  ])('refuses %j with 400 on field %s, never repeating it', async (details, field, message) => {
    const answer = await give({ amount: 10, ...details });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(expect.objectContaining({ field, message }));
    for (const value of Object.values(details)) {
      if (value.length > 4) expect(answer.body).not.toContain(value);
    }
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

describe('receipt numbers', () => {
  const numbers = async () =>
    (await donations()).map(({ date, receiptNumber }) => [date, receiptNumber]);

  it('numbers confirmed gifts in each financial year from 0001, and never gives one twice', async () => {
    expect((await give({ amount: 100, date: '2025-03-31' })).statusCode).toBe(201);
    expect((await give({ amount: 100, date: '2025-04-01' })).statusCode).toBe(201);
    const second = await give({ amount: 100, date: '2025-05-01' }, 'school-books');
    expect(await numbers()).toEqual([
      ['2025-03-31', '2024-25/0001'],
      ['2025-04-01', '2025-26/0001'],
      ['2025-05-01', '2025-26/0002'],
    ]);
    // A deleted gift leaves a gap: its number is not given again.
    expect((await remove(second.json<Donor>().id, 'school-books')).statusCode).toBe(204);
    expect((await give({ amount: 100, date: '2025-06-01' })).statusCode).toBe(201);
    expect((await numbers()).at(-1)).toEqual(['2025-06-01', '2025-26/0003']);
  });

  it('gives two gifts recorded at once two numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => give({ amount: 100, date: '2025-04-02' })),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(6).fill(201));
    const given = (await donations()).map(({ receiptNumber }) => receiptNumber).sort();
    expect(given).toEqual([1, 2, 3, 4, 5, 6].map((n) => `2025-26/000${n}`));
  });
});

describe('gifts not confirmed', () => {
  it('count nowhere: not in raised, supporters, badges, donors or totals', async () => {
    await give({ donorName: 'Asha Rao', amount: 500, date: '2025-05-01' });
    const { id: projectId } = await t.app.db
      .selectFrom('projects')
      .select('id')
      .where('projectId', '=', 'clean-water')
      .executeTakeFirstOrThrow();
    for (const status of ['pending', 'rejected'] as const) {
      await t.app.db
        .insertInto('donations')
        .values({
          projectId,
          donorName: `Not ${status}`,
          amount: 90000,
          date: '2025-04-01',
          createdAt: new Date().toISOString(),
          status,
          receiptNumber: null,
        })
        .execute();
    }
    expect(await project()).toMatchObject({ raised: 500, supportersCount: 1 });
    expect((await donors()).map(({ donorName, type }) => [donorName, type])).toEqual([
      ['Asha Rao', 'topDonor'],
    ]);
    const totals = await t.inject({ url: '/api/v1/donations/totals', headers: t.auth });
    expect(totals.json()).toEqual([
      { financialYear: '2025-26', purpose: 'general', amount: 500, gifts: 1 },
    ]);
    const records = await t.inject({
      url: '/api/v1/projects/clean-water/donations',
      headers: t.auth,
    });
    expect(
      records
        .json<{ donorName: string; status: string }[]>()
        .map(({ donorName, status }) => [donorName, status]),
    ).toEqual([
      ['Asha Rao', 'confirmed'],
      ['Not rejected', 'rejected'],
      ['Not pending', 'pending'],
    ]);
  });
});

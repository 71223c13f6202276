import { upiPayLink } from '@contract/gifts';
import { useTestApp } from '../test/testApp';
import { createProject, setUpiTrust, UPI_TRUST as UPI } from '../test/projects';

const t = useTestApp();

const UTR = '604312345678';

beforeEach(async () => {
  await setUpiTrust(t, UPI);
  expect(
    (await createProject(t, { projectId: 'clean-water', acceptsZakat: 'true' })).statusCode,
  ).toBe(201);
  expect(
    (await createProject(t, { projectId: 'school-books', title: 'School books' })).statusCode,
  ).toBe(201);
});

const pledge = (payload: unknown, slug = 'clean-water') =>
  t.inject({ method: 'POST', url: `/api/v1/projects/${slug}/pledges`, payload });

const GIFT = { donorName: 'Asha Rao', amount: 1500, paymentReference: UTR };

const figures = async (slug = 'clean-water') =>
  (await t.inject({ url: `/api/v1/projects/${slug}` })).json<{
    raised: number;
    supportersCount: number;
  }>();

describe('POST /api/v1/projects/{projectId}/pledges', () => {
  it('makes a pending UPI gift, without a token, that counts nowhere', async () => {
    const answer = await pledge({ ...GIFT, shownAs: 'initials', purpose: 'zakat' });
    expect(answer.statusCode).toBe(201);
    // Nothing the donor sent comes back, least of all the reference.
    expect(answer.json()).toEqual({ status: 'pending' });
    expect(answer.body).not.toContain(UTR);

    const rows = await t.app.db.selectFrom('donations').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        donorName: 'Asha Rao',
        amount: 1500,
        purpose: 'zakat',
        shownAs: 'initials',
        paymentMode: 'upi',
        paymentReference: UTR,
        status: 'pending',
        receiptNumber: null,
      }),
    ]);
    expect(await figures()).toMatchObject({ raised: 0, supportersCount: 0 });
    expect((await t.inject({ url: '/api/v1/projects/donor/clean-water' })).json()).toEqual([]);
    const totals = await t.admin({ url: '/api/v1/donations/totals' });
    expect(totals.json()).toEqual([]);
  });

  it('records a gift without a name as anonymous', async () => {
    const answer = await pledge({ amount: 200, paymentReference: UTR, shownAs: 'name' });
    expect(answer.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('donations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ donorName: null, shownAs: 'anonymous', purpose: 'general' });
  });

  it('refuses a reference already recorded, without repeating it', async () => {
    expect((await pledge(GIFT)).statusCode).toBe(201);
    const again = await pledge({ ...GIFT, donorName: 'Someone else' }, 'school-books');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This payment reference is already recorded',
      field: 'paymentReference',
    });
    expect(again.body).not.toContain(UTR);
    expect(await t.app.db.selectFrom('donations').selectAll().execute()).toHaveLength(1);
  });

  it('refuses Zakat for a project that does not accept it', async () => {
    const answer = await pledge({ ...GIFT, purpose: 'zakat' }, 'school-books');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'This project does not accept Zakat',
      field: 'purpose',
    });
  });

  it.each([
    [
      'a reference that is not twelve digits',
      { ...GIFT, paymentReference: '60431234567X' },
      'paymentReference',
    ],
    ['no reference', { donorName: 'Asha', amount: 10 }, 'paymentReference'],
    ['no amount', { paymentReference: UTR }, 'amount'],
    ['an amount of nothing', { ...GIFT, amount: 0 }, 'amount'],
  ])('refuses %s (400) and records nothing', async (_label, body, field) => {
    const answer = await pledge(body);
    expect(answer.statusCode).toBe(400);
    if (field) expect(answer.json()).toMatchObject({ field });
    expect(answer.body).not.toContain(UTR);
    expect(await t.app.db.selectFrom('donations').selectAll().execute()).toEqual([]);
  });

  it('keeps nothing a donor may not tell: other fields are dropped', async () => {
    const answer = await pledge({
      ...GIFT,
      donorIdType: 'aadhaar',
      donorIdNumber: '123412341234',
      paymentMode: 'cash',
      status: 'confirmed',
      receiptNumber: '2026-27/0001',
    });
    expect(answer.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('donations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      donorIdType: null,
      donorIdNumber: null,
      paymentMode: 'upi',
      status: 'pending',
      receiptNumber: null,
    });
  });

  it('says what a UTR is when the reference has another shape', async () => {
    const answer = await pledge({ ...GIFT, paymentReference: 'UTR-12' });
    expect(answer.json()).toMatchObject({
      message: 'paymentReference must be the UPI reference (UTR): twelve digits',
    });
  });

  it('refuses a body past its limit (413)', async () => {
    const answer = await pledge({ ...GIFT, donorAddress: 'x'.repeat(70_000) });
    expect(answer.statusCode).toBe(413);
    expect(await t.app.db.selectFrom('donations').selectAll().execute()).toEqual([]);
  });

  it('takes no pledge without a UPI ID, nor for a completed project', async () => {
    await createProject(t, { projectId: 'old-well', status: 'completed' });
    expect((await pledge(GIFT, 'old-well')).statusCode).toBe(404);
    await setUpiTrust(t, { upiId: '', upiPayee: '' });
    expect((await pledge(GIFT)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('donations').selectAll().execute()).toEqual([]);
  });

  it('takes five pledges an hour from one address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await pledge({ ...GIFT, paymentReference: `60431234567${i}` });
      expect(answer.statusCode).toBe(201);
    }
    const sixth = await pledge({ ...GIFT, paymentReference: '604312345679' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(sixth.json()).toMatchObject({ message: expect.stringMatching(/^Too many gifts told/) });
    expect(await t.app.db.selectFrom('donations').selectAll().execute()).toHaveLength(5);
  });
});

describe('GET /api/v1/projects/{projectId}/upi.svg', () => {
  it('draws the UPI link of the trust and the project as an SVG image that runs nothing', async () => {
    const answer = await t.inject({ url: '/api/v1/projects/clean-water/upi.svg' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(answer.headers.etag).toBeDefined();
    expect(answer.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(answer.body).not.toMatch(/<script|on\w+=/i);
    const again = await t.inject({
      url: '/api/v1/projects/clean-water/upi.svg',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('encodes the one link the page offers', () => {
    expect(upiPayLink({ upiId: UPI.upiId, payee: UPI.upiPayee, note: 'Clean water & wells' })).toBe(
      'upi://pay?pa=roshni.trust%40sbi&pn=Roshni%20Welfare%20Trust&tn=Clean%20water%20%26%20wells&cu=INR',
    );
  });

  it('answers 404 without a UPI ID, and for a completed project', async () => {
    await createProject(t, { projectId: 'old-well', status: 'completed' });
    expect((await t.inject({ url: '/api/v1/projects/old-well/upi.svg' })).statusCode).toBe(404);
    await setUpiTrust(t, { upiId: '', upiPayee: 'Roshni Welfare Trust' });
    const answer = await t.inject({ url: '/api/v1/projects/clean-water/upi.svg' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});

import { createProject, setUpiTrust } from '../test/projects';
import { useTestApp } from '../test/testApp';

/*
 * Names cannot play tricks (issue 29): a donor's name, told in a pledge, recorded by an admin or
 * imported, is stored and answered without bidi overrides and isolates or invisible characters,
 * while the joiners Urdu writes with stay.
 */

const t = useTestApp();

beforeEach(async () => {
  await setUpiTrust(t);
  expect((await createProject(t, { projectId: 'clean-water' })).statusCode).toBe(201);
});

/** "Ali exe.png Khan" to the eye: the override reverses what follows it. */
const REVERSED = 'Ali \u202Egnp.exe\u202C Khan';
const ISOLATED = '\u2066Asha\u2069 \u200BRao';
/** ZWNJ between the two names: Urdu writes them apart without a space. */
const URDU = 'علی\u200Cاحمد';

const stored = async () =>
  (
    await t.app.db
      .selectFrom('donations')
      .select(['donorName', 'donorAddress', 'paymentReference', 'shownAs'])
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row }));

const publicNames = async () =>
  (await t.inject({ url: '/api/v1/projects/donor/clean-water' }))
    .json<{ donorName: string }[]>()
    .map(({ donorName }) => donorName)
    .sort();

const adminNames = async () =>
  (await t.admin({ url: '/api/v1/projects/clean-water/donations' }))
    .json<{ donorName: string | null }[]>()
    .map(({ donorName }) => donorName)
    .sort();

const pledge = (donorName: string, paymentReference: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/projects/clean-water/pledges',
    payload: { donorName, amount: 500, paymentReference },
  });

const give = (payload: Record<string, unknown>) =>
  t.admin({ method: 'POST', url: '/api/v1/projects/clean-water/donations', payload });

const importCsv = (text: string, step: 'import' | 'import/preview') =>
  t.inject({
    method: 'POST',
    url: `/api/v1/projects/clean-water/donations/${step}`,
    payload: text,
    headers: { ...t.auth, 'content-type': 'text/csv; charset=utf-8' },
  });

describe('names without tricks', () => {
  it('a pledge is stored without the override and the invisible characters; ZWNJ stays', async () => {
    expect((await pledge(REVERSED, '604312345678')).statusCode).toBe(201);
    expect((await pledge(`\u200B${URDU}\uFEFF`, '604312345679')).statusCode).toBe(201);
    expect((await pledge('\u202E\u2066\u200B \u2069', '604312345670')).statusCode).toBe(201);

    expect(await stored()).toEqual([
      expect.objectContaining({ donorName: 'Ali gnp.exe Khan', shownAs: 'name' }),
      expect.objectContaining({ donorName: URDU, shownAs: 'name' }),
      // Only controls: no name, so an anonymous gift.
      expect.objectContaining({ donorName: null, shownAs: 'anonymous' }),
    ]);
    expect(await adminNames()).toEqual(['Ali gnp.exe Khan', URDU, null].sort());
  });

  it("an admin's gift is stored and answered plain, its address and reference too", async () => {
    const answer = await give({
      donorName: REVERSED,
      amount: 1200,
      donorAddress: '12 \u202ELane\u202C, Delhi\u2060',
      paymentReference: 'UTR\u200B001',
      donorEmail: 'asha\u200B@example.org',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ donorName: 'Ali gnp.exe Khan' });
    expect((await give({ donorName: ISOLATED, amount: 300 })).statusCode).toBe(201);
    expect((await give({ donorName: URDU, amount: 200 })).statusCode).toBe(201);

    expect(await stored()).toEqual([
      {
        donorName: 'Ali gnp.exe Khan',
        donorAddress: '12 Lane, Delhi',
        paymentReference: 'UTR001',
        shownAs: 'name',
      },
      expect.objectContaining({ donorName: 'Asha Rao' }),
      expect.objectContaining({ donorName: URDU }),
    ]);
    const expected = ['Ali gnp.exe Khan', 'Asha Rao', URDU].sort();
    expect(await publicNames()).toEqual(expected);
    expect(await adminNames()).toEqual(expected);
    const records = await t.admin({ url: '/api/v1/projects/clean-water/donations' });
    expect(records.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u2060]/);

    // A reference the invisible character made look new is the one recorded.
    const again = await give({ amount: 100, paymentReference: '\u200BUTR001' });
    expect(again.statusCode).toBe(409);
    // An address only an invisible character made one is none.
    const noEmail = await give({ amount: 100, donorEmail: '\u200B@example.org' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ field: 'donorEmail' });
  });

  it('a name made only of controls is no name: an anonymous gift, or refused to be shown', async () => {
    const anonymous = await give({ donorName: '\u202E\u200B', amount: 100 });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json()).toMatchObject({ donorName: 'Anonymous', shownAs: 'anonymous' });
    const shown = await give({ donorName: '\u2066\u2069', amount: 100, shownAs: 'name' });
    expect(shown.statusCode).toBe(400);
    expect(shown.json()).toMatchObject({ field: 'donorName' });
  });

  it('an imported row is previewed, stored and answered plain', async () => {
    const file =
      '\uFEFFDate,UTR,Amount,Name,Address\r\n' +
      `2025-04-01,UTR\u200B101,500,"${REVERSED}","\u2067Lane\u2069 7"\r\n` +
      `2025-04-02,UTR102,700,${URDU}\u2060,\r\n` +
      `2025-04-03,UTR103,900,\u202E\u200B,\r\n`;

    const preview = await importCsv(file, 'import/preview');
    expect(preview.statusCode).toBe(200);
    expect(
      preview.json<{ rows: { donorName: string | null; reference: string }[] }>().rows,
    ).toEqual([
      expect.objectContaining({ donorName: 'Ali gnp.exe Khan', reference: 'UTR101' }),
      expect.objectContaining({ donorName: URDU, reference: 'UTR102' }),
      expect.objectContaining({ donorName: null, reference: 'UTR103' }),
    ]);

    expect((await importCsv(file, 'import')).statusCode).toBe(201);
    expect(await stored()).toEqual([
      {
        donorName: 'Ali gnp.exe Khan',
        donorAddress: 'Lane 7',
        paymentReference: 'UTR101',
        shownAs: 'name',
      },
      { donorName: URDU, donorAddress: null, paymentReference: 'UTR102', shownAs: 'name' },
      { donorName: null, donorAddress: null, paymentReference: 'UTR103', shownAs: 'anonymous' },
    ]);
    expect(await publicNames()).toEqual(['Ali gnp.exe Khan', 'Anonymous', URDU].sort());
  });
});

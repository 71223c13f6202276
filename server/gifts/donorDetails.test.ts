import { createProject, setUpiTrust } from '../test/projects';
import { useTestApp } from '../test/testApp';

/*
 * What a donor tells us with a gift (issue 29): the e-mail, phone, PAN and address a receipt
 * needs, the language they read and whether they want the project's updates, through the pledge
 * form, an admin's record and an import. Kept for admins and the mail only, never public; a
 * wish for updates is a consent row of its own.
 */

const t = useTestApp();
beforeEach(async () => {
  await setUpiTrust(t);
  for (const projectId of ['clean-water', 'school-books']) {
    expect((await createProject(t, { projectId })).statusCode).toBe(201);
  }
});

const UTR = '604312345678';
const TOLD = {
  donorEmail: 'Asha.Rao@Example.ORG',
  donorPhone: '+919845012345',
  donorPan: 'abcde 1234 f',
  donorAddress: '12 Lodhi Lane, Delhi 110003',
};
/** The values a public answer, an error or a log must never carry. */
const SECRETS = ['Asha.Rao', 'asha.rao', '9845012345', 'ABCDE1234F', 'abcde', 'Lodhi'];

const pledge = (payload: unknown, slug = 'clean-water') =>
  t.inject({ method: 'POST', url: `/api/v1/projects/${slug}/pledges`, payload });
const give = (payload: unknown, slug = 'clean-water') =>
  t.admin({ method: 'POST', url: `/api/v1/projects/${slug}/donations`, payload });
const importCsv = (text: string, step = 'import') =>
  t.inject({
    method: 'POST',
    url: `/api/v1/projects/clean-water/donations/${step}`,
    payload: text,
    headers: { ...t.auth, 'content-type': 'text/csv; charset=utf-8' },
  });

const gifts = () => t.app.db.selectFrom('donations').selectAll().orderBy('id').execute();
const consents = () => t.app.db.selectFrom('updateConsents').selectAll().orderBy('id').execute();
const projectIdOf = async (slug: string) =>
  (
    await t.app.db
      .selectFrom('projects')
      .select('id')
      .where('projectId', '=', slug)
      .executeTakeFirstOrThrow()
  ).id;

/** A consent row as it must be: who, for what, with which gift, when and how. */
const consentRow = (fields: Record<string, unknown>) =>
  expect.objectContaining({
    language: 'en',
    givenAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    endedAt: null,
    endedHow: null,
    ...fields,
  });

function expectRecent(iso: string) {
  const age = Date.now() - Date.parse(iso);
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(60_000);
}

/** Every public answer about the project: its page's data and its donors. */
async function publicAnswers(slug = 'clean-water') {
  const answers = await Promise.all([
    t.inject({ url: `/api/v1/projects/donor/${slug}` }),
    t.inject({ url: `/api/v1/projects/${slug}` }),
    t.inject({ url: '/api/v1/projects' }),
  ]);
  for (const answer of answers) expect(answer.statusCode).toBe(200);
  return answers.map(({ body }) => body).join('\n');
}

describe('a pledge', () => {
  it('keeps what a receipt needs on the pending gift, and the wish for updates as a consent', async () => {
    const answer = await pledge({
      amount: 1500,
      paymentReference: UTR,
      ...TOLD,
      wantsUpdates: true,
      donorLanguage: 'ur',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ status: 'pending' });

    const [gift] = await gifts();
    expect(gift).toMatchObject({
      status: 'pending',
      donorEmail: 'Asha.Rao@Example.ORG',
      donorPhone: '+919845012345',
      // A PAN is the gift's id for Form 10BD: without spaces, in capitals.
      donorIdType: 'pan',
      donorIdNumber: 'ABCDE1234F',
      donorAddress: '12 Lodhi Lane, Delhi 110003',
      donorLanguage: 'ur',
    });
    const [consent, ...more] = await consents();
    expect(more).toEqual([]);
    expect(consent).toEqual(
      consentRow({
        email: 'asha.rao@example.org',
        projectId: await projectIdOf('clean-water'),
        donationId: gift!.id,
        language: 'ur',
        givenHow: 'pledge form',
      }),
    );
    expectRecent(consent!.givenAt);
  });

  it('keeps no consent unless asked, and English unless told', async () => {
    expect((await pledge({ amount: 10, paymentReference: UTR, ...TOLD })).statusCode).toBe(201);
    expect(await gifts()).toEqual([expect.objectContaining({ donorLanguage: 'en' })]);
    expect(await consents()).toEqual([]);
  });

  it('keeps an address’s first consent to a project, and gives one per project', async () => {
    const asked = { amount: 10, ...TOLD, wantsUpdates: true };
    expect((await pledge({ ...asked, paymentReference: UTR })).statusCode).toBe(201);
    const again = {
      ...asked,
      donorEmail: 'ASHA.RAO@example.org',
      paymentReference: '604312345679',
    };
    expect((await pledge(again)).statusCode).toBe(201);
    const other = { ...asked, paymentReference: '604312345670' };
    expect((await pledge(other, 'school-books')).statusCode).toBe(201);
    const [first, , third] = await gifts();
    expect(await consents()).toEqual([
      consentRow({ email: 'asha.rao@example.org', donationId: first!.id }),
      consentRow({
        email: 'asha.rao@example.org',
        donationId: third!.id,
        projectId: await projectIdOf('school-books'),
      }),
    ]);
  });

  it('refuses a bad e-mail, phone, PAN or language (400), naming the field, never the value', async () => {
    const cases = [
      [{ donorEmail: 'asha.rao(at)example' }, 'donorEmail', 'donorEmail must be an e-mail address'],
      [
        { donorPhone: '98450-12345' },
        'donorPhone',
        'donorPhone must be a phone number: digits, + first if any',
      ],
      [
        { donorPan: 'abcde 1234' },
        'donorPan',
        'donorPan must be a PAN: five letters, four digits and a letter',
      ],
      [
        { donorLanguage: 'hi' },
        'donorLanguage',
        'donorLanguage must be one of the allowed values: en, ur',
      ],
      [{ wantsUpdates: true }, 'donorEmail', 'donorEmail is needed with wantsUpdates'],
    ] as const;
    // Five: the pledges an address may make in an hour, refused ones included.
    for (const [fields, field, message] of cases) {
      const answer = await pledge({ amount: 10, paymentReference: UTR, ...fields });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
      for (const secret of ['asha', '98450', 'abcde', UTR])
        expect(answer.body).not.toContain(secret);
    }
    expect(await gifts()).toEqual([]);
    expect(await consents()).toEqual([]);
  });

  it('takes every field at its longest, in four-byte characters, within its body limit', async () => {
    const wide = (length: number) => '𝒜'.repeat(length);
    const answer = await pledge({
      donorName: wide(200),
      amount: 1_000_000_000,
      paymentReference: UTR,
      purpose: 'general',
      shownAs: 'initials',
      hideAmount: true,
      donorEmail: `${wide(314)}@${wide(2)}.${wide(2)}`,
      donorPhone: '+123456789012345',
      donorPan: `ABCDE1234F${' '.repeat(30)}`,
      donorAddress: wide(10_000),
      wantsUpdates: true,
      donorLanguage: 'ur',
    });
    expect(answer.statusCode).toBe(201);
  });

  it('shows the public nothing of it once confirmed', async () => {
    const told = { amount: 1500, paymentReference: UTR, ...TOLD, wantsUpdates: true };
    expect((await pledge(told)).statusCode).toBe(201);
    const [gift] = await gifts();
    const confirm = `/api/v1/projects/clean-water/donations/${gift!.id}/confirm`;
    expect((await t.admin({ method: 'POST', url: confirm })).statusCode).toBe(200);
    const seen = await publicAnswers();
    expect(seen).toContain('"amount":1500');
    for (const secret of SECRETS) expect(seen).not.toContain(secret);
    expect(seen).not.toMatch(/donorLanguage|wantsUpdates|donorEmail/);
  });
});

describe('a gift an admin records', () => {
  it('keeps the donor’s language and their wish for updates, and answers both in the records', async () => {
    const answer = await give({
      donorName: 'Asha Rao',
      amount: 2500,
      donorEmail: TOLD.donorEmail,
      donorLanguage: 'ur',
      wantsUpdates: true,
      sendReceipt: false,
    });
    expect(answer.statusCode).toBe(201);
    const [gift] = await gifts();
    expect(gift).toMatchObject({ donorLanguage: 'ur', status: 'confirmed' });
    expect(await consents()).toEqual([
      consentRow({
        email: 'asha.rao@example.org',
        projectId: await projectIdOf('clean-water'),
        donationId: gift!.id,
        language: 'ur',
        givenHow: 'recorded by an admin',
      }),
    ]);
    expectRecent((await consents())[0]!.givenAt);

    // A later gift of the same address: no second consent, and both gifts read as wanting updates.
    expect((await give({ amount: 100, donorEmail: 'asha.rao@example.org' })).statusCode).toBe(201);
    expect((await give({ amount: 100, donorEmail: 'someone@example.org' })).statusCode).toBe(201);
    expect(await consents()).toHaveLength(1);
    const records = await t.admin({ url: '/api/v1/projects/clean-water/donations' });
    expect(records.json<{ donorLanguage: string; wantsUpdates: boolean }[]>()).toEqual([
      expect.objectContaining({ donorLanguage: 'en', wantsUpdates: false }),
      expect.objectContaining({ donorLanguage: 'en', wantsUpdates: true }),
      expect.objectContaining({ donorLanguage: 'ur', wantsUpdates: true }),
    ]);
    // An ended consent is no wish any more.
    await t.app.db
      .updateTable('updateConsents')
      .set({ endedAt: new Date().toISOString(), endedHow: 'unsubscribed' })
      .execute();
    const after = await t.admin({ url: '/api/v1/projects/clean-water/donations' });
    expect(after.json<{ wantsUpdates: boolean }[]>().map((r) => r.wantsUpdates)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('records English, no consent, and takes sendReceipt true unless told', async () => {
    expect((await give({ amount: 100, donorEmail: TOLD.donorEmail })).statusCode).toBe(201);
    expect((await give({ amount: 100, sendReceipt: true })).statusCode).toBe(201);
    expect(await gifts()).toEqual([
      expect.objectContaining({ donorLanguage: 'en' }),
      expect.objectContaining({ donorLanguage: 'en' }),
    ]);
    expect(await consents()).toEqual([]);
  });

  it.each([
    [{ donorEmail: 'asha.rao(at)example' }, 'donorEmail', 'donorEmail must be an e-mail address'],
    [
      { donorPhone: '98450 12345' },
      'donorPhone',
      'donorPhone must be a phone number: digits, + first if any',
    ],
    [
      { donorIdType: 'pan', donorIdNumber: 'abcde1234' },
      'donorIdNumber',
      'donorIdNumber must be a PAN: five letters, four digits and a letter',
    ],
    [
      { donorLanguage: 'Urdu' },
      'donorLanguage',
      'donorLanguage must be one of the allowed values: en, ur',
    ],
    [{ wantsUpdates: true }, 'donorEmail', 'donorEmail is needed with wantsUpdates'],
    [{ wantsUpdates: 'yes' }, 'wantsUpdates', 'wantsUpdates must be true or false'],
    [{ sendReceipt: 'no' }, 'sendReceipt', 'sendReceipt must be true or false'],
  ])('refuses %j (400) on field %s, never repeating it', async (fields, field, message) => {
    const answer = await give({ amount: 10, ...fields });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    for (const secret of ['asha', '98450', 'abcde', 'Urdu'])
      expect(answer.body).not.toContain(secret);
    expect(await gifts()).toEqual([]);
    expect(await consents()).toEqual([]);
  });

  it('shows the public nothing of it', async () => {
    const { donorEmail, donorPhone, donorAddress } = TOLD;
    const gift = { donorName: 'Asha Rao', amount: 700, donorEmail, donorPhone, donorAddress };
    const answer = await give({ ...gift, wantsUpdates: true, donorLanguage: 'ur' });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).not.toMatch(/Asha\.Rao|9845012345|Lodhi|donorLanguage|wantsUpdates/);
    const seen = await publicAnswers();
    expect(seen).toContain('"amount":700');
    for (const secret of SECRETS) expect(seen).not.toContain(secret);
    expect(seen).not.toMatch(/donorLanguage|wantsUpdates/);
  });
});

describe('an import', () => {
  const FILE =
    'Date,UTR,Amount,Email,Language,Updates\r\n' +
    '2025-04-01,UTR001,100,Asha.Rao@Example.org,Urdu,yes\r\n' +
    '2025-04-02,UTR002,200,b@example.org,اردو,no\r\n' +
    '2025-04-03,UTR003,300,c@example.org,,Y\r\n' +
    '2025-04-04,UTR004,400,,english,\r\n' +
    '2025-04-05,UTR005,500,asha.rao@example.org,ur,yes\r\n';

  it('keeps each donor’s language and wish for updates (consents “imported”)', async () => {
    const answer = await importCsv(FILE, 'import?sendReceipts=false');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ imported: 5 });
    const stored = await gifts();
    expect(
      stored.map(({ paymentReference, donorLanguage }) => [paymentReference, donorLanguage]),
    ).toEqual([
      ['UTR001', 'ur'],
      ['UTR002', 'ur'],
      ['UTR003', 'en'],
      ['UTR004', 'en'],
      ['UTR005', 'ur'],
    ]);
    const idOf = (utr: string) => stored.find((gift) => gift.paymentReference === utr)!.id;
    const projectId = await projectIdOf('clean-water');
    // UTR005's address gets the updates already (UTR001): its first consent stays the only one.
    expect(await consents()).toEqual([
      consentRow({
        email: 'asha.rao@example.org',
        projectId,
        donationId: idOf('UTR001'),
        language: 'ur',
        givenHow: 'imported',
      }),
      consentRow({
        email: 'c@example.org',
        projectId,
        donationId: idOf('UTR003'),
        givenHow: 'imported',
      }),
    ]);
    expectRecent((await consents())[0]!.givenAt);
  });

  it('takes sendReceipts as true or false in the query, nothing else', async () => {
    const bad = await importCsv(FILE, 'import?sendReceipts=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'sendReceipts' });
    expect(await gifts()).toEqual([]);
    expect((await importCsv(FILE)).statusCode).toBe(201);
  });

  it('marks a language it cannot read, and updates without an e-mail, as problems', async () => {
    const answer = await importCsv(
      'Date,UTR,Amount,Language,Updates\r\n2025-04-01,UTR001,100,Hindi,yes\r\n',
      'import/preview',
    );
    expect(answer.statusCode).toBe(200);
    const [row] = answer.json<{ rows: { problems: { field: string; code: string }[] }[] }>().rows;
    expect(row!.problems).toEqual([
      expect.objectContaining({
        field: 'language',
        code: 'unknownValue',
        message: 'language is not one of the choices',
      }),
      expect.objectContaining({
        field: 'updates',
        code: 'emailNeeded',
        message: 'updates needs an e-mail address: updates go by e-mail',
      }),
    ]);
  });
});

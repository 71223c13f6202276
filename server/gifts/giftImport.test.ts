import { MAX_IMPORT_BYTES } from '@contract/gifts';
import { createProject, setUpiTrust } from '../test/projects';
import { useTestApp } from '../test/testApp';

const t = useTestApp();
beforeEach(async () => {
  for (const [projectId, acceptsZakat] of [
    ['clean-water', 'true'],
    ['school-books', 'false'],
  ] as const) {
    const answer = await createProject(t, { projectId, acceptsZakat });
    expect(answer.statusCode).toBe(201);
  }
});

const csv = (
  text: string,
  slug = 'clean-water',
  step = 'import/preview',
  headers: Record<string, string> = t.auth,
) =>
  t.inject({
    method: 'POST',
    url: `/api/v1/projects/${slug}/donations/${step}`,
    payload: text,
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
  });
const preview = (text: string, slug?: string) => csv(text, slug);
const importCsv = (text: string, slug?: string) => csv(text, slug, 'import');

const stored = () => t.app.db.selectFrom('donations').selectAll().orderBy('id').execute();
const auditRows = () => t.app.db.selectFrom('auditLog').selectAll().execute();

const GOOD =
  'Date,UTR,Amount,Name,Purpose,Mode,ID Type,ID Number,Address\r\n' +
  '01/04/2025,UTR001,"1,20,000","Siddiqui, Ayesha",zakat,NEFT,PAN,abcde 1234 f,"12 Lane,\nDelhi"\r\n' +
  '2025-04-02,UTR002,1500.00,عائشہ صدیقی,,upi,,,\r\n';

type Preview = {
  rows: {
    row: number;
    status: string;
    date: string | null;
    amount: number | null;
    donorName: string | null;
    reference: string | null;
    problems: { field: string; code: string; message: string }[];
  }[];
  ok: number;
  amount: number;
  skipped: number;
  bad: number;
};

describe('previewing a CSV of gifts', () => {
  it('reads quoted CSV and marks each row OK, storing nothing', async () => {
    const answer = await preview(GOOD);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Preview>();
    expect(body).toMatchObject({ ok: 2, amount: 121500, skipped: 0, bad: 0 });
    expect(body.rows).toEqual([
      {
        row: 2,
        status: 'ok',
        date: '2025-04-01',
        amount: 120000,
        donorName: 'Siddiqui, Ayesha',
        reference: 'UTR001',
        problems: [],
      },
      {
        row: 3,
        status: 'ok',
        date: '2025-04-02',
        amount: 1500,
        donorName: 'عائشہ صدیقی',
        reference: 'UTR002',
        problems: [],
      },
    ]);
    expect(await stored()).toEqual([]);
  });

  it('marks a cash row above ₹2,000, which earns no deduction, and imports it', async () => {
    const csv = 'Date,UTR,Amount,Mode\r\n2025-04-01,CASH1,2500,Cash\r\n';
    expect((await preview(csv)).json<Preview>().rows[0]).toMatchObject({
      status: 'ok',
      cashOverLimit: true,
    });
  });

  it('marks each bad row with codes per field and English, never repeating a value', async () => {
    const body = (
      await preview(
        'date,amount,reference,name,purpose,id type,id number\n' +
          '2025-04-01,100,R1,,zakat,,\n' +
          '31/02/2025,10.50,R2,Asha,,pan,ABCD123\n' +
          '2099-01-01,0,,Asha,lillah,,\n',
        'school-books',
      )
    ).json<Preview>();
    expect(body).toMatchObject({ ok: 0, bad: 3 });
    const reasons = body.rows.map(({ row, problems }) => [
      row,
      problems.map(({ field, code }) => `${field} ${code}`),
    ]);
    expect(reasons).toEqual([
      [2, ['purpose zakatNotAccepted']],
      [3, ['date badDate', 'amount notWholeRupees', 'idNumber notPan']],
      [4, ['date futureDate', 'amount outOfRange', 'reference required']],
    ]);
    expect(body.rows[1]?.problems[2]?.message).toBe(
      'idNumber is not a PAN: five letters, four digits and a letter',
    );
    expect(JSON.stringify(body.rows.map(({ problems }) => problems))).not.toContain('ABCD123');
  });

  it('refuses a file without a required column, or with more than 5,000 rows', async () => {
    const missing = await preview('date,amount\n2025-04-01,5\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'The file has no column for reference',
      field: 'reference',
    });
    const rows = Array.from({ length: 5001 }, (_, i) => `2025-04-01,5,R${i}`).join('\n');
    const tooMany = await preview(`date,amount,reference\n${rows}\n`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'At most 5000 gifts can be imported at once',
      field: 'rows',
    });
    const justEnough = await preview(`date,amount,reference\n${rows.replace(/\n[^\n]*$/, '')}\n`);
    expect(justEnough.json<Preview>()).toMatchObject({ ok: 5000, bad: 0 });
  });

  it('refuses a file larger than 2 MB with 413', async () => {
    const big = `date,amount,reference,address\n${'2025-04-01,5,R,'}${'x'.repeat(MAX_IMPORT_BYTES)}\n`;
    const answer = await preview(big);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: 'The CSV file is larger than 2 MB' });
  });

  it('is for admins only, and for a project that exists', async () => {
    expect((await csv(GOOD, 'clean-water', 'import/preview', {})).statusCode).toBe(401);
    expect((await csv(GOOD, 'clean-water', 'import', {})).statusCode).toBe(401);
    expect((await preview(GOOD, 'no-such-project')).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });
});

describe('importing a CSV of gifts', () => {
  it('stores every row to the project, with its private details, and one audit line', async () => {
    const answer = await importCsv(GOOD);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ imported: 2, amount: 121500, confirmed: 0, skipped: 0 });
    expect(await stored()).toEqual([
      expect.objectContaining({
        donorName: 'Siddiqui, Ayesha',
        amount: 120000,
        date: '2025-04-01',
        purpose: 'zakat',
        shownAs: 'name',
        paymentMode: 'bank',
        donorIdType: 'pan',
        donorIdNumber: 'ABCDE1234F',
        donorAddress: '12 Lane,\nDelhi',
        paymentReference: 'UTR001',
      }),
      expect.objectContaining({ donorName: 'عائشہ صدیقی', amount: 1500, paymentMode: 'upi' }),
    ]);
    const project = (await t.inject({ url: '/api/v1/projects/clean-water' })).json<{
      raised: number;
    }>();
    expect(project.raised).toBe(121500);
    const audit = await auditRows();
    expect(audit).toHaveLength(3); // two projects created, then the import
    const line = audit.at(-1)!;
    expect(line).toMatchObject({
      resource: 'donation',
      action: 'create',
      resourceId: 'clean-water',
    });
    expect(line.summary).toContain('121500');
    expect(`${line.summary}${line.before}${line.after}`).not.toMatch(/UTR|ABCDE|Ayesha|Delhi/);
  });

  it('confirms imported gifts and numbers their receipts by date, after those given before', async () => {
    const single = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/clean-water/donations',
      payload: { amount: 100, date: '2025-05-01' },
      headers: t.auth,
    });
    expect(single.statusCode).toBe(201);
    const later =
      'Date,UTR,Amount\r\n2025-06-02,UTR010,100\r\n2025-03-30,UTR011,100\r\n2025-06-01,UTR012,100\r\n';
    expect((await importCsv(later)).statusCode).toBe(201);
    const rows = await stored();
    expect(
      rows.map(({ paymentReference, status, receiptNumber }) => [
        paymentReference,
        status,
        receiptNumber,
      ]),
    ).toEqual([
      [null, 'confirmed', '2025-26/0001'],
      ['UTR010', 'confirmed', '2025-26/0003'],
      ['UTR011', 'confirmed', '2024-25/0001'],
      ['UTR012', 'confirmed', '2025-26/0002'],
    ]);
  });

  it('stores nothing when any row is bad, naming rows and fields but no values', async () => {
    const answer = await importCsv(`${GOOD}2025-04-03,UTR003,12.75,,,,pan,XYZ\n`);
    expect(answer.statusCode).toBe(400);
    const { message } = answer.json<{ message: string }>();
    expect(message).toContain('row 4: amount must be whole rupees (no paise)');
    expect(message).toContain('row 4: idNumber is not a PAN');
    expect(message).not.toMatch(/XYZ|UTR003/);
    expect(await stored()).toEqual([]);
    expect(await auditRows()).toHaveLength(2);
  });

  it('adds nothing the second time, and skips references repeated in the file', async () => {
    expect((await importCsv(GOOD)).statusCode).toBe(201);
    const again = await importCsv(GOOD);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ imported: 0, amount: 0, confirmed: 0, skipped: 2 });
    expect(await stored()).toHaveLength(2);
    expect(await auditRows()).toHaveLength(3);

    const more = `${GOOD}2025-04-05,UTR009,700\n2025-04-06,UTR009,800\n`;
    const shown = (await preview(more)).json<Preview>();
    expect(shown.rows.map(({ status }) => status)).toEqual([
      'recorded',
      'recorded',
      'ok',
      'repeated',
    ]);
    expect((await importCsv(more)).json()).toEqual({
      imported: 1,
      amount: 700,
      confirmed: 0,
      skipped: 3,
    });
    expect(await stored()).toHaveLength(3);
  });

  it('skips a reference recorded by hand through the single-gift form', async () => {
    const single = await t.admin({
      method: 'POST',
      url: '/api/v1/projects/school-books/donations',
      payload: { amount: 100, date: '2025-04-01', paymentReference: 'UTR002' },
    });
    expect(single.statusCode).toBe(201);
    expect((await importCsv(GOOD)).json()).toEqual({
      imported: 1,
      amount: 120000,
      confirmed: 0,
      skipped: 1,
    });
  });
});

describe('a statement confirming gifts that donors told of', () => {
  beforeEach(() => setUpiTrust(t));
  const tell = async (slug: string, amount: number, paymentReference: string) => {
    const answer = await t.inject({
      method: 'POST',
      url: `/api/v1/projects/${slug}/pledges`,
      payload: { donorName: 'Asha Rao', amount, paymentReference },
    });
    expect(answer.statusCode).toBe(201);
  };
  const gift = async (reference: string) =>
    (await stored()).find(({ paymentReference }) => paymentReference === reference);
  const STATEMENT =
    'Date,Amount,Reference\n' +
    '2025-04-03,1500,604300000001\n' + // told of for this project: 1500
    '2025-04-03,900,604300000002\n' + // told of for this project: 700
    '2025-04-03,400,604300000003\n' + // told of for another project
    '2025-04-04,250,604300000004\n'; // new

  it('confirms the one whose reference and amount match, with its receipt number, and says so', async () => {
    await tell('clean-water', 1500, '604300000001');
    await tell('clean-water', 700, '604300000002');
    await tell('school-books', 400, '604300000003');

    const shown = (await preview(STATEMENT)).json<Preview & { confirms: number }>();
    expect(shown.rows.map(({ status }) => status)).toEqual([
      'confirms',
      'differs',
      'recorded',
      'ok',
    ]);
    // Told of as 700, the statement says 900: the admin decides.
    expect(shown.rows[1]).toMatchObject({ amount: 900, toldAmount: 700 });
    expect(shown).toMatchObject({ ok: 1, amount: 250, confirms: 1, skipped: 2, bad: 0 });
    expect((await gift('604300000001'))?.status).toBe('pending');

    const answer = await importCsv(STATEMENT);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ imported: 1, amount: 250, confirmed: 1, skipped: 2 });
    // The donor's own record, now counted, numbered with the new gift by date.
    expect(await gift('604300000001')).toMatchObject({
      donorName: 'Asha Rao',
      amount: 1500,
      status: 'confirmed',
      receiptNumber: expect.stringMatching(/^\d{4}-\d{2}\/\d{4}$/),
    });
    expect(await gift('604300000002')).toMatchObject({ status: 'pending', receiptNumber: null });
    expect(await gift('604300000003')).toMatchObject({ status: 'pending', receiptNumber: null });
    expect(await gift('604300000004')).toMatchObject({ status: 'confirmed', amount: 250 });
    const figures = await t.inject({ url: '/api/v1/projects/clean-water' });
    expect(figures.json()).toMatchObject({ raised: 1750, supportersCount: 2 });
    // In the audit trail as when an admin confirms by hand: one line each.
    const confirmations = (await auditRows()).filter(({ action }) => action === 'confirm');
    expect(confirmations).toEqual([
      expect.objectContaining({ resource: 'donation', summary: 'clean-water: 1500 (Asha Rao)' }),
    ]);

    // Imported again: nothing new, nothing confirmed twice.
    expect((await importCsv(STATEMENT)).json()).toEqual({
      imported: 0,
      amount: 0,
      confirmed: 0,
      skipped: 4,
    });
  });
});

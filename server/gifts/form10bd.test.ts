import { parseCsv } from './import/csv';
import { createProject } from '../test/projects';
import { useTestApp } from '../test/testApp';

const t = useTestApp();

const give = (slug: string, payload: Record<string, unknown>) =>
  t.admin({ method: 'POST', url: `/api/v1/projects/${slug}/donations`, payload });

const form10bd = (year: string, headers: Record<string, string> = t.auth) =>
  t.inject({ url: `/api/v1/donations/form-10bd?year=${year}`, headers });

/** The file's first line as a spreadsheet shows it: the columns of the portal's template. */
const HEADER =
  'Sr. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,' +
  'Unique Registration Number (URN),Date of Issuance of Unique Registration Number,' +
  'Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)';

describe('GET /api/v1/donations/form-10bd', () => {
  beforeEach(async () => {
    for (const projectId of ['clean-water', 'school-books']) {
      expect((await createProject(t, { projectId })).statusCode).toBe(201);
    }
    const gifts: [string, Record<string, unknown>][] = [
      // Before the year, its first and last day, and after it.
      ['clean-water', { amount: 1, date: '2025-03-31', donorName: 'Too early' }],
      [
        'school-books',
        { amount: 5000, date: '2026-03-31', donorName: 'Last Day', paymentMode: 'cash' },
      ],
      [
        'clean-water',
        {
          amount: 120000,
          date: '2025-04-01',
          donorName: 'Siddiqui, "Ayesha"',
          donorIdType: 'aadhaar',
          donorIdNumber: '1234 5678 9012',
          donorAddress: '=HYPERLINK("http://x")',
          paymentMode: 'upi',
        },
      ],
      [
        'clean-water',
        {
          amount: 700,
          date: '2025-06-01',
          donorName: 'عائشہ',
          donorIdType: 'ration',
          donorIdNumber: 'R-1',
          paymentMode: 'kind',
        },
      ],
      ['clean-water', { amount: 300, date: '2025-06-01', paymentMode: 'other' }],
      ['school-books', { amount: 2, date: '2026-04-01', donorName: 'Too late' }],
    ];
    for (const [slug, gift] of gifts) expect((await give(slug, gift)).statusCode).toBe(201);
  });

  it("answers the year's gifts across projects as a CSV file in Form 10BD's columns", async () => {
    const answer = await form10bd('2025-26');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="form-10bd-2025-26.csv"',
    );
    expect(answer.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const { records } = parseCsv(answer.body);
    expect(records.slice(1)).toEqual([
      [
        '1',
        '',
        '2',
        '123456789012',
        'Section 80G',
        '',
        '',
        'Siddiqui, "Ayesha"',
        // A formula becomes text: the spreadsheet must not run a donor's address.
        `'=HYPERLINK("http://x")`,
        'Others',
        'Electronic modes including account payee cheque/draft',
        '120000',
      ],
      ['2', '', '7', 'R-1', 'Section 80G', '', '', 'عائشہ', '', 'Others', 'Kind', '700'],
      ['3', '', '', '', 'Section 80G', '', '', '', '', 'Others', 'Others', '300'],
      ['4', '', '', '', 'Section 80G', '', '', 'Last Day', '', 'Others', 'Cash', '5000'],
    ]);
    expect(answer.body).toContain('"Siddiqui, ""Ayesha"""');
  });

  it('leaves out gifts waiting for confirmation or rejected', async () => {
    const all = parseCsv((await form10bd('2025-26')).body.replace(/^\uFEFF/, '')).records;
    await t.app.db
      .updateTable('donations')
      .set({ status: 'pending' })
      .where('donorName', '=', 'Last Day')
      .execute();
    const shown = parseCsv((await form10bd('2025-26')).body.replace(/^\uFEFF/, '')).records;
    expect(shown).toHaveLength(all.length - 1);
    expect(shown.flat()).not.toContain('Last Day');
  });

  it('answers a year without gifts with the header alone', async () => {
    expect((await form10bd('2030-31')).body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('refuses a year that is not a financial year', async () => {
    for (const year of ['2025', '2025-27', '25-26', 'x']) {
      const answer = await form10bd(year);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'year' });
    }
  });

  it('is for admins only', async () => {
    expect((await form10bd('2025-26', {})).statusCode).toBe(401);
    expect((await form10bd('2025-26x')).statusCode).toBe(400);
    // Neither a refused nor a bad request is a download: nothing in the audit trail.
    const exports = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'export')
      .execute();
    expect(exports).toEqual([]);
  });

  it("puts each download in the audit trail: who, the year and how many gifts, no donor's detail", async () => {
    const { records } = parseCsv((await form10bd('2025-26')).body.replace(/^\uFEFF/, ''));
    const answer = await t.admin({ url: '/api/v1/audit?limit=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      expect.objectContaining({
        adminEmail: expect.stringContaining('@'),
        resource: 'form10bd',
        resourceId: '2025-26',
        action: 'export',
        summary: `2025-26: ${records.length - 1}`,
        before: null,
        after: null,
      }),
    ]);
    expect(answer.body).not.toMatch(/Last Day|ABCDE|Lane/);
  });
});

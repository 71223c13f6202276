import { csvLine, parseCsv } from './csv';
import { importPreviewOf, importStatuses, readImport } from './readImport';
import { readAmount, readDate, readIdType, readMode } from './importValues';

const check = { today: '2026-03-31', acceptsZakat: false };

describe('reading CSV', () => {
  it('reads quotes, commas and line breaks inside them, CRLF, a BOM and Urdu', () => {
    const text =
      '\uFEFFdate,name,note\r\n2025-04-01,"Siddiqui, Ayesha","says ""hi""\nthen bye"\r\n\r\n2025-04-02,عائشہ صدیقی,x\n';
    expect(parseCsv(text)).toEqual({
      records: [
        ['date', 'name', 'note'],
        ['2025-04-01', 'Siddiqui, Ayesha', 'says "hi"\nthen bye'],
        ['2025-04-02', 'عائشہ صدیقی', 'x'],
      ],
      unclosedQuote: false,
    });
    expect(parseCsv('a\n"b').unclosedQuote).toBe(true);
  });

  it('writes a cell that would run as a formula with an apostrophe first, quoted as needed', () => {
    expect(csvLine(['=SUM(A1)', '+1', '-2', '@x', 'a,b', 'say "hi"', 5])).toBe(
      `'=SUM(A1),'+1,'-2,'@x,"a,b","say ""hi""",5`,
    );
  });
});

describe('reading the cells of a gift', () => {
  it('takes dates as yyyy-mm-dd or dd/mm/yyyy, real days only', () => {
    expect(readDate('2025-04-05')).toBe('2025-04-05');
    expect(readDate('05/04/2025')).toBe('2025-04-05');
    expect(readDate('5-4-2025')).toBe('2025-04-05');
    expect(readDate('31/02/2025')).toBeUndefined();
    expect(readDate('April 5')).toBeUndefined();
  });

  it('takes amounts in Indian or western grouping, whole rupees only', () => {
    expect(readAmount('1,20,000')).toEqual({ rupees: 120000 });
    expect(readAmount('120,000')).toEqual({ rupees: 120000 });
    expect(readAmount('1200.00')).toEqual({ rupees: 1200 });
    expect(readAmount('₹ 500')).toEqual({ rupees: 500 });
    expect(readAmount('1200.50')).toEqual({ problem: 'notWholeRupees' });
    expect(readAmount('-500')).toEqual({ problem: 'notAnAmount' });
    expect(readAmount('12,00,0')).toEqual({ problem: 'notAnAmount' });
  });

  it('knows the modes and id types by their names and Form 10BD codes', () => {
    expect(readMode('NEFT')).toBe('bank');
    expect(readMode('UPI')).toBe('upi');
    expect(readIdType('1')).toBe('pan');
    expect(readIdType('Aadhar')).toBe('aadhaar');
    expect(readIdType('8')).toBeUndefined();
  });
});

describe('an import file', () => {
  it('finds its columns by header in any case, and checks every row', () => {
    const read = readImport(
      'Date,UTR,Amount,Name,Purpose,ID Type,ID Number\n' +
        '01/04/2025,A1,"1,000",Asha,,pan,abcde 1234 f\n' +
        '2025-04-02,,10.50,,zakat,pan,\n',
      check,
    );
    if (!('rows' in read)) throw new Error('not read');
    const [good, bad] = read.rows;
    expect(good).toMatchObject({ row: 2, problems: [] });
    expect(good?.gift).toMatchObject({ amount: 1000, donorIdNumber: 'ABCDE1234F' });
    expect(bad?.problems.map(({ field, code }) => `${field} ${code}`)).toEqual([
      'amount notWholeRupees',
      'reference required',
      'purpose zakatNotAccepted',
      'idNumber idNumberNeeded',
    ]);
  });

  it("names the whole file's problem", () => {
    expect(readImport('date,amount\n2025-04-01,5\n', check)).toEqual({
      problem: { code: 'missingColumn', column: 'reference' },
    });
    expect(readImport('date,amount,reference\n', check)).toEqual({ problem: { code: 'empty' } });
  });

  it('skips a reference recorded already or met in an earlier row, even on a bad row', () => {
    const read = readImport(
      'date,amount,reference\n2025-04-01,5,A\n2025-04-01,5,A\n2025-04-01,x,B\n',
      check,
    );
    if (!('rows' in read)) throw new Error('not read');
    const stored = { recorded: new Set(['B']), waiting: new Map<string, number>() };
    expect(importStatuses(read.rows, stored).map(({ status }) => status)).toEqual([
      'ok',
      'repeated',
      'recorded',
    ]);
  });

  it('confirms a gift a donor told of, once, where the reference and the amount both match; tells another amount', () => {
    const read = readImport(
      'date,amount,reference\n' +
        '2025-04-01,1500,P1\n' + // told of: 1500
        '2025-04-01,1500,P1\n' + // the same again: skipped
        '2025-04-01,999,P2\n' + // told of: 700
        '2025-04-01,200,R\n', // recorded (confirmed or rejected)
      check,
    );
    if (!('rows' in read)) throw new Error('not read');
    const stored = {
      recorded: new Set(['P1', 'P2', 'R']),
      waiting: new Map([
        ['P1', 1500],
        ['P2', 700],
      ]),
    };
    const rows = importStatuses(read.rows, stored);
    expect(rows.map(({ status }) => status)).toEqual([
      'confirms',
      'recorded',
      'differs',
      'recorded',
    ]);
    expect(rows[2]).toMatchObject({ reference: 'P2', amount: 999, toldAmount: 700 });
    expect(rows.filter((row) => 'toldAmount' in row)).toHaveLength(1);
    const { preview, gifts, confirmed } = importPreviewOf(read.rows, stored);
    expect(preview).toMatchObject({ ok: 0, amount: 0, confirms: 1, skipped: 3, bad: 0 });
    expect(gifts).toEqual([]);
    expect(confirmed).toEqual(['P1']);
  });

  it('warns of a cash row above ₹2,000, which imports all the same', () => {
    const read = readImport(
      'date,amount,reference,mode\n' +
        '2025-04-01,2001,C1,Cash\n' +
        '2025-04-01,2000,C2,cash\n' +
        '2025-04-01,"5,000",C3,UPI\n' +
        '2025-04-01,9000,C4,Cash\n', // recorded already: skipped, no warning
      check,
    );
    if (!('rows' in read)) throw new Error('not read');
    const stored = { recorded: new Set(['C4']), waiting: new Map<string, number>() };
    const { preview, gifts } = importPreviewOf(read.rows, stored);
    expect(preview.rows.map(({ status, cashOverLimit }) => [status, cashOverLimit])).toEqual([
      ['ok', true],
      ['ok', undefined],
      ['ok', undefined],
      ['recorded', undefined],
    ]);
    expect(preview).toMatchObject({ ok: 3, bad: 0 });
    expect(gifts.map(({ amount }) => amount)).toEqual([2001, 2000, 5000]);
  });
});

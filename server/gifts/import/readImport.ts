import { withoutFormatControls } from '@contract/common';
import {
  IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  isCashOverDeductionLimit,
  type ImportColumn,
  type ImportProblem,
  type ImportRow,
  type ImportRowStatus,
} from '@contract/gifts';
import { parseCsv } from './csv';
import { giftOfRow, type ImportedGift } from './importRow';

/*
 * Importing a CSV of gifts (a bank statement, a UPI export, a cash book): the file's columns,
 * each row read and checked, then each row's status once the recorded references are known.
 * Only the server runs it (the web tests' mock backend imitates the server with it).
 */

/** At most this many gifts in one import (and MAX_IMPORT_BYTES of CSV). */
const MAX_IMPORT_ROWS = 5000;

/** Header names, compared in lower case with spaces collapsed, as statements and exports say them. */
const HEADERS: Record<ImportColumn, string[]> = {
  date: ['date', 'transaction date', 'txn date', 'gift date'],
  amount: ['amount', 'amount (inr)', 'amount (rs)', 'amount (₹)', 'credit', 'credit amount'],
  reference: [
    'reference',
    'payment reference',
    'utr',
    'utr no',
    'utr number',
    'ref no',
    'reference number',
    'transaction id',
  ],
  name: ['name', 'donor', 'donor name'],
  purpose: ['purpose'],
  shownAs: ['shown as', 'show as'],
  hideAmount: ['hide amount'],
  mode: ['mode', 'payment mode', 'paid by'],
  idType: ['id type'],
  idNumber: ['id number', 'id no'],
  address: ['address', 'donor address'],
  email: ['email', 'e-mail'],
  phone: ['phone', 'mobile'],
  language: ['language', 'donor language'],
  updates: ['updates', 'project updates', 'wants updates'],
};

const headerKey = (cell: string) =>
  withoutFormatControls(cell).trim().replace(/\s+/g, ' ').toLowerCase();

/** Why a whole file cannot be read; `column` names a required column it lacks. */
export type ImportFileProblem =
  | { code: 'empty' | 'unclosedQuote' | 'tooManyRows' }
  | { code: 'missingColumn'; column: ImportColumn };

type ImportFileMessages = Record<ImportFileProblem['code'], string>;
export const IMPORT_FILE_MESSAGES: ImportFileMessages = {
  empty: 'The file holds no gifts: a header row and at least one row are needed',
  unclosedQuote: 'The file is not valid CSV: a quoted field is never closed',
  tooManyRows: `At most ${MAX_IMPORT_ROWS} gifts can be imported at once`,
  missingColumn: 'The file has no column for',
};

/** A file's rows, each with its spreadsheet row number (the header is row 1). */
type ReadRow = { row: number; gift: ImportedGift; problems: ImportProblem[] };

type ImportCheck = {
  /** yyyy-mm-dd, the server's today: no gift is dated after it. */
  today: string;
  acceptsZakat: boolean;
};

/** A file's rows, read and checked; or the problem of the whole file. */
export function readImport(
  text: string,
  check: ImportCheck,
): { rows: ReadRow[] } | { problem: ImportFileProblem } {
  const { records, unclosedQuote } = parseCsv(text);
  if (unclosedQuote) return { problem: { code: 'unclosedQuote' } };
  const [header, ...data] = records;
  if (!header || data.length === 0) return { problem: { code: 'empty' } };
  if (data.length > MAX_IMPORT_ROWS) return { problem: { code: 'tooManyRows' } };
  const keys = header.map(headerKey);
  // The first column a header names is the one read, as a person reading the file would.
  const at = new Map<ImportColumn, number>();
  for (const column of IMPORT_COLUMNS) {
    const index = keys.findIndex((key) => HEADERS[column].includes(key));
    if (index >= 0) at.set(column, index);
  }
  const missing = REQUIRED_IMPORT_COLUMNS.find((column) => !at.has(column));
  if (missing) return { problem: { code: 'missingColumn', column: missing } };
  const rows = data.map((cells, index) => {
    // Each cell as typed text is stored: without the format characters that play tricks
    // (contract/common/plainText.ts), so a name, an address or a reference is stored plain.
    const cell = (column: ImportColumn) => {
      const position = at.get(column);
      return position === undefined ? '' : withoutFormatControls(cells[position] ?? '').trim();
    };
    return { row: index + 2, ...giftOfRow(cell, check) };
  });
  return { rows };
}

/**
 * The references stored already: `recorded` holds every one; `waiting` the amount of each gift
 * of this project that a donor told of and no admin has decided yet.
 */
type StoredReferences = {
  recorded: ReadonlySet<string>;
  waiting: ReadonlyMap<string, number>;
};

const cashOverLimit = ({ paymentMode, amount }: ImportedGift) =>
  amount !== null && isCashOverDeductionLimit({ paymentMode, amount });

/**
 * Each row's status: the first row with the reference of a gift waiting for confirmation confirms
 * it when the amounts agree, and is shown as differing (skipped, left to the admin) when they do
 * not; any other reference already recorded, or met in an earlier row, is skipped (so an import
 * run twice adds nothing), whatever else the row holds; otherwise a row is OK or bad. An OK row
 * paid in cash above ₹2,000 is marked: it imports, but earns its donor no deduction.
 */
export function importStatuses(rows: readonly ReadRow[], stored: StoredReferences) {
  const firstRow = new Map<string, number>();
  return rows.map(({ row, gift, problems }): ImportRow & { gift: ImportedGift } => {
    const reference = gift.paymentReference;
    const seen = reference === null ? undefined : firstRow.get(reference);
    if (reference !== null && seen === undefined) firstRow.set(reference, row);
    const told =
      reference !== null && seen === undefined ? stored.waiting.get(reference) : undefined;
    const status: ImportRowStatus =
      told !== undefined
        ? told === gift.amount
          ? 'confirms'
          : 'differs'
        : reference !== null && stored.recorded.has(reference)
          ? 'recorded'
          : seen !== undefined
            ? 'repeated'
            : problems.length > 0
              ? 'bad'
              : 'ok';
    return {
      row,
      status,
      ...(status === 'repeated' ? { repeatOf: seen } : {}),
      ...(status === 'differs' ? { toldAmount: told } : {}),
      ...(status === 'ok' && cashOverLimit(gift) ? { cashOverLimit: true } : {}),
      date: gift.date,
      donorName: gift.donorName,
      amount: gift.amount,
      reference,
      problems: status === 'bad' ? problems : [],
      gift,
    };
  });
}

/**
 * What an import would do: each row's status, the counts, the gifts it would record and the
 * references of the waiting gifts it would confirm.
 */
export function importPreviewOf(rows: readonly ReadRow[], stored: StoredReferences) {
  const statuses = importStatuses(rows, stored);
  const good = statuses.filter((row) => row.status === 'ok');
  const count = (...wanted: ImportRowStatus[]) =>
    statuses.filter((row) => wanted.includes(row.status)).length;
  const preview = {
    rows: statuses.map(({ gift: _gift, ...row }): ImportRow => row),
    ok: good.length,
    amount: good.reduce((sum, row) => sum + (row.amount ?? 0), 0),
    confirms: count('confirms'),
    skipped: count('differs', 'recorded', 'repeated'),
    bad: count('bad'),
  };
  const confirmed = statuses.flatMap(({ status, reference }) =>
    status === 'confirms' && reference !== null ? [reference] : [],
  );
  return { preview, gifts: good.map(({ gift }) => gift), confirmed };
}

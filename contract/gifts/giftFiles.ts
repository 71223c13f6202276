import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { FINANCIAL_YEAR_PATTERN, ISO_DATE_PATTERN } from '../common/limits';
import { IMPORT_ROW_STATUSES } from './giftImport';
import { IMPORT_COLUMNS } from './giftImportColumns';
import { IMPORT_PROBLEM_CODES } from './giftImportProblems';

/* The wire of offline gifts: importing a CSV of gifts, exporting Form 10BD. */

const ImportProblemSchema = Type.Object({
  field: StringEnum(IMPORT_COLUMNS),
  code: StringEnum(IMPORT_PROBLEM_CODES),
  limit: Type.Optional(Type.Integer()),
  message: Type.String(),
});

const ImportRowSchema = Type.Object({
  /** The spreadsheet's row number: the header is row 1, the first gift row 2. */
  row: Type.Integer(),
  status: StringEnum(IMPORT_ROW_STATUSES),
  repeatOf: Type.Optional(Type.Integer()),
  /** For a row that differs: the amount the donor told of. */
  toldAmount: Type.Optional(Type.Integer()),
  /** For a row it would record: paid in cash above ₹2,000, it earns no deduction (a warning). */
  cashOverLimit: Type.Optional(Type.Boolean()),
  date: Type.Union([Type.String({ pattern: ISO_DATE_PATTERN }), Type.Null()]),
  donorName: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Union([Type.Integer(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
  problems: Type.Array(ImportProblemSchema),
});

/** What an import would do: every row with its status, and the counts. */
export const ImportPreview = Type.Object({
  rows: Type.Array(ImportRowSchema),
  /** Rows that would be recorded, and their sum in rupees. */
  ok: Type.Integer(),
  amount: Type.Integer(),
  /** Rows that would confirm a gift a donor told of (same reference and amount). */
  confirms: Type.Integer(),
  /** Rows skipped: recorded already (or told of with another amount), or met earlier. */
  skipped: Type.Integer(),
  bad: Type.Integer(),
});
export type ImportPreview = Static<typeof ImportPreview>;

/** What an import recorded. */
export const ImportResult = Type.Object({
  imported: Type.Integer(),
  amount: Type.Integer(),
  /** Gifts donors told of that the import confirmed. */
  confirmed: Type.Integer(),
  skipped: Type.Integer(),
});
export type ImportResult = Static<typeof ImportResult>;

/** The CSV text of an import (sent as text/csv). */
export const ImportBody = Type.String();

/** The import's choices, in its query string (its body is the file). */
export const ImportQuery = Type.Object({
  /** Mail each new gift's receipt to its donor's e-mail, where there is one (default true). */
  sendReceipts: Type.Optional(Type.Boolean()),
});
export type ImportQuery = Static<typeof ImportQuery>;

export const Form10bdQuery = Type.Object({
  /** "2025-26": April 2025 to March 2026. */
  year: Type.String({ pattern: FINANCIAL_YEAR_PATTERN }),
});
export type Form10bdQuery = Static<typeof Form10bdQuery>;

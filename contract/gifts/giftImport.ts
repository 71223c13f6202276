import type { ImportProblem } from './giftImportProblems';

/* What the web app and the server both know of an import of gifts (server/gifts/import reads it). */

/** At most this many bytes of CSV in one import. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/**
 * ok: a new gift; confirms: the gift a donor told of with this reference and amount, waiting for
 * confirmation, which the import confirms; differs: such a gift told of with another amount
 * (`toldAmount`), left to the admin; recorded or repeated: skipped; bad: see its problems.
 */
export const IMPORT_ROW_STATUSES = [
  'ok',
  'confirms',
  'differs',
  'recorded',
  'repeated',
  'bad',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** A row as the preview shows it: what was read, and OK, skipped or its problems. */
export type ImportRow = {
  row: number;
  status: ImportRowStatus;
  /** For a repeated reference: the row that has it first. */
  repeatOf?: number;
  /** For a row that differs: the amount the donor told of. */
  toldAmount?: number;
  /** For a row it would record: paid in cash above ₹2,000, it earns no deduction (a warning). */
  cashOverLimit?: boolean;
  date: string | null;
  donorName: string | null;
  amount: number | null;
  reference: string | null;
  problems: ImportProblem[];
};

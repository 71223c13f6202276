import type { ImportColumn } from './giftImportColumns';

/*
 * Why a row of an import cannot be recorded: a code and the column, never the value (a PAN, an
 * address or a reference must not travel into a message or a log). The web app words each code
 * in the admin's language; the server adds the English.
 */

export const IMPORT_PROBLEM_CODES = [
  'required',
  'tooLong',
  'badDate',
  'futureDate',
  'notAnAmount',
  'notWholeRupees',
  'outOfRange',
  'unknownValue',
  'zakatNotAccepted',
  'nameNeeded',
  'idTypeNeeded',
  'idNumberNeeded',
  'notPan',
  'notAadhaar',
  'badEmail',
  'badPhone',
  'emailNeeded',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export type ImportProblem = {
  field: ImportColumn;
  code: ImportProblemCode;
  /** For tooLong: the most characters the field holds. */
  limit?: number;
  /** In English, for a client that knows nothing of the codes. */
  message: string;
};

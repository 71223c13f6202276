/* A gift import's columns: the wire names them (a problem's field), the server reads them. */

/** The columns an import reads; any other column (a balance, a narration) is left alone. */
export const IMPORT_COLUMNS = [
  'date',
  'amount',
  'reference',
  'name',
  'purpose',
  'shownAs',
  'hideAmount',
  'mode',
  'idType',
  'idNumber',
  'address',
  'email',
  'phone',
  'language',
  'updates',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS = ['date', 'amount', 'reference'] as const;

import type { ImportColumn, ImportProblemCode } from '@contract/gifts';

/* The English of each import problem (contract/gifts/giftImportProblems.ts has the codes). */

const ENGLISH: Record<ImportProblemCode, string> = {
  required: 'is required',
  tooLong: 'is longer than {limit} characters',
  badDate: 'is not a date (yyyy-mm-dd or dd/mm/yyyy)',
  futureDate: 'is in the future',
  notAnAmount: 'is not an amount of rupees',
  notWholeRupees: 'must be whole rupees (no paise)',
  outOfRange: 'must be at least 1 rupee and at most 100 crore',
  unknownValue: 'is not one of the choices',
  zakatNotAccepted: 'is Zakat, which this project does not accept',
  nameNeeded: 'needs a name to show the donor by it or its initials',
  idTypeNeeded: 'needs an ID type with an ID number',
  idNumberNeeded: 'needs an ID number with an ID type',
  notPan: 'is not a PAN: five letters, four digits and a letter',
  notAadhaar: 'is not an Aadhaar number: twelve digits',
  badEmail: 'is not an e-mail address',
  badPhone: 'is not a phone number: digits, + first if any',
  emailNeeded: 'needs an e-mail address: updates go by e-mail',
};

/** A problem of `field` with its English message. */
export function problemOf(field: ImportColumn, code: ImportProblemCode, limit?: number) {
  const message = `${field} ${ENGLISH[code].replace('{limit}', String(limit))}`;
  return { field, code, ...(limit === undefined ? {} : { limit }), message };
}

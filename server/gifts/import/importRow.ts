import { EMAIL_PATTERN, LIMITS, MAX_RUPEES, PHONE_PATTERN } from '@contract/common';
import type { Language } from '@contract/pages';
import {
  compactIdNumber,
  idNumberMisses,
  type DonorDisplay,
  type GiftPurpose,
  type ImportColumn,
  type ImportProblem,
} from '@contract/gifts';
import {
  readAmount,
  readDate,
  readIdType,
  readLanguage,
  readMode,
  readPurpose,
  readShownAs,
  readYesNo,
} from './importValues';
import { problemOf } from './importProblems';
import type { GiftDetails } from '../giftViews';

/** A row's gift as read: the date and amount are null when their cells could not be read. */
export type ImportedGift = GiftDetails & {
  date: string | null;
  amount: number | null;
  donorName: string | null;
  purpose: GiftPurpose;
  shownAs: DonorDisplay;
  hideAmount: boolean;
  /** The language the donor reads (their mails); English unless the file says. */
  donorLanguage: Language;
  /** The donor asked for the project's updates: kept as a consent, not as a column. */
  wantsUpdates: boolean;
};

/** The same limits as a gift recorded by hand (contract/gifts/schemas.ts, `GiftBody`). */
const MAX_LENGTH: Partial<Record<ImportColumn, number>> = {
  name: LIMITS.name,
  reference: 64,
  idNumber: 40,
  address: LIMITS.text,
  email: 320,
};

/**
 * One row's gift and its problems, checked as POST /projects/{id}/donations checks a gift:
 * `cell` answers a column's trimmed cell ('' when the file has no such column).
 */
export function giftOfRow(
  cell: (column: ImportColumn) => string,
  check: { today: string; acceptsZakat: boolean },
): { gift: ImportedGift; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const fail = (column: ImportColumn, code: Parameters<typeof problemOf>[1], limit?: number) => {
    problems.push(problemOf(column, code, limit));
  };
  for (const [column, limit] of Object.entries(MAX_LENGTH) as [ImportColumn, number][]) {
    if (cell(column).length > limit) fail(column, 'tooLong', limit);
  }
  /** A choice's value; a cell it cannot read is told, and the default taken. */
  const choice = <Value>(column: ImportColumn, read: (text: string) => Value | undefined) => {
    const text = cell(column);
    const value = text === '' ? undefined : read(text);
    if (text !== '' && value === undefined) fail(column, 'unknownValue');
    return value;
  };

  const date = cell('date') === '' ? null : (readDate(cell('date')) ?? null);
  if (cell('date') === '') fail('date', 'required');
  else if (!date) fail('date', 'badDate');
  else if (date > check.today) fail('date', 'futureDate');

  const reading = cell('amount') === '' ? undefined : readAmount(cell('amount'));
  const amount = reading && 'rupees' in reading ? reading.rupees : null;
  if (!reading) fail('amount', 'required');
  else if ('problem' in reading) fail('amount', reading.problem);
  else if (reading.rupees < 1 || reading.rupees > MAX_RUPEES) fail('amount', 'outOfRange');

  const paymentReference = cell('reference') || null;
  if (!paymentReference) fail('reference', 'required');

  const donorName = cell('name') || null;
  const purpose = choice('purpose', readPurpose) ?? 'general';
  // Zakat is held in trust for those entitled to it: only a cause that takes it may receive it.
  if (purpose === 'zakat' && !check.acceptsZakat) fail('purpose', 'zakatNotAccepted');
  const shownAs = choice('shownAs', readShownAs) ?? (donorName ? 'name' : 'anonymous');
  if (!donorName && shownAs !== 'anonymous') fail('name', 'nameNeeded');
  const hideAmount = choice('hideAmount', readYesNo) ?? false;
  const paymentMode = choice('mode', readMode) ?? 'other';

  const donorIdType = choice('idType', readIdType) ?? null;
  const donorIdNumber = compactIdNumber(donorIdType, cell('idNumber')) || null;
  if (donorIdNumber && !donorIdType && cell('idType') === '') fail('idType', 'idTypeNeeded');
  if (donorIdType && !donorIdNumber) fail('idNumber', 'idNumberNeeded');
  const missed = donorIdType && donorIdNumber && idNumberMisses(donorIdType, donorIdNumber);
  if (missed) fail('idNumber', missed === 'pan' ? 'notPan' : 'notAadhaar');

  const donorEmail = cell('email') || null;
  if (donorEmail && !new RegExp(EMAIL_PATTERN).test(donorEmail)) fail('email', 'badEmail');
  // Exports write phone numbers in groups ("+91 98765 43210"); they are kept as dialled.
  const donorPhone = cell('phone').replace(/[\s-]/g, '') || null;
  if (donorPhone && !new RegExp(PHONE_PATTERN).test(donorPhone)) fail('phone', 'badPhone');
  const donorLanguage = choice('language', readLanguage) ?? 'en';
  const wantsUpdates = choice('updates', readYesNo) ?? false;
  if (wantsUpdates && !donorEmail) fail('updates', 'emailNeeded');

  const gift: ImportedGift = {
    date,
    amount,
    donorName,
    purpose,
    shownAs,
    hideAmount,
    donorIdType,
    donorIdNumber,
    donorAddress: cell('address') || null,
    donorEmail,
    donorPhone,
    paymentMode,
    paymentReference,
    donorLanguage,
    wantsUpdates,
  };
  return { gift, problems };
}

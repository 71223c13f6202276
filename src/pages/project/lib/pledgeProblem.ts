import { EMAIL_PATTERN, MAX_RUPEES, PHONE_PATTERN } from '@contract/common';
import { UTR_PATTERN, compactIdNumber, idNumberMisses } from '@contract/gifts';

const FIELDS = [
  'donorName',
  'amount',
  'paymentReference',
  'purpose',
  'donorEmail',
  'donorPhone',
  'donorPan',
  'donorAddress',
] as const;
type PledgeField = (typeof FIELDS)[number];
const isField = (field: unknown): field is PledgeField =>
  (FIELDS as readonly unknown[]).includes(field);

/** A problem of the pledge: the field at fault (if any) and the key of its message. */
export type PledgeProblem = {
  field?: PledgeField;
  message: PledgeField | 'referenceTaken' | 'tooMany' | 'closed' | 'failed';
};

/** What the donor typed, trimmed. */
type PledgeTexts = {
  amount: string;
  reference: string;
  email: string;
  phone: string;
  pan: string;
};

/** A phone as dialled, without the spaces and dashes people write it with. */
export const compactPhone = (phone: string) => phone.replace(/[\s-]/g, '');

/**
 * What the form shows before sending, in the form's order: the amount in whole rupees, the
 * UTR's twelve digits, and any e-mail, phone or PAN given in a shape the server takes.
 */
export function checkPledge(texts: PledgeTexts): PledgeProblem | null {
  const rupees = Number(texts.amount);
  const problemOf = (field: PledgeField): PledgeProblem => ({ field, message: field });
  if (!/^\d+$/.test(texts.amount) || rupees < 1 || rupees > MAX_RUPEES) {
    return problemOf('amount');
  }
  if (!new RegExp(UTR_PATTERN).test(texts.reference)) return problemOf('paymentReference');
  if (texts.email && !new RegExp(EMAIL_PATTERN).test(texts.email)) return problemOf('donorEmail');
  const phone = compactPhone(texts.phone);
  if (phone && !new RegExp(PHONE_PATTERN).test(phone)) return problemOf('donorPhone');
  const pan = compactIdNumber('pan', texts.pan);
  if (pan && idNumberMisses('pan', pan)) return problemOf('donorPan');
  return null;
}

/**
 * The server's refusal in the donor's words: its status and `field` pick the message, never its
 * English text (the donor may read Urdu).
 */
export function pledgeProblemOf(error: unknown): PledgeProblem {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { field?: unknown } };
  if (status === 409) return { field: 'paymentReference', message: 'referenceTaken' };
  if (status === 429) return { message: 'tooMany' };
  if (status === 404) return { message: 'closed' };
  if (status === 400 && isField(data?.field)) return { field: data.field, message: data.field };
  return { message: 'failed' };
}

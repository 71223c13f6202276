import { MAX_RUPEES } from '@contract/common';
import { UTR_PATTERN } from '@contract/gifts';

/** A problem of the pledge: the field at fault (if any) and the key of its message. */
export type PledgeProblem = {
  field?: 'donorName' | 'amount' | 'paymentReference' | 'purpose';
  message:
    | 'donorName'
    | 'amount'
    | 'paymentReference'
    | 'referenceTaken'
    | 'purpose'
    | 'tooMany'
    | 'closed'
    | 'failed';
};

const FIELDS = ['donorName', 'amount', 'paymentReference', 'purpose'] as const;
const isField = (field: unknown): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly unknown[]).includes(field);

/** What the form shows before sending: the amount in whole rupees, the UTR's twelve digits. */
export function checkPledge(amount: string, reference: string): PledgeProblem | null {
  const rupees = Number(amount);
  if (!/^\d+$/.test(amount.trim()) || rupees < 1 || rupees > MAX_RUPEES) {
    return { field: 'amount', message: 'amount' };
  }
  if (!new RegExp(UTR_PATTERN).test(reference)) {
    return { field: 'paymentReference', message: 'paymentReference' };
  }
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

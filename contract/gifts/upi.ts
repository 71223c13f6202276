import type { TrustContent } from '../settings/settings';

/*
 * UPI giving (issue 13): the payment link a phone's UPI app opens and the QR code the server draws
 * hold the same text, built here once. Schema-free like rules.ts, so the project page uses it
 * without shipping the schemas.
 */

/** A UPI transaction's reference (UTR) as a donor's bank app shows it: twelve digits. */
export const UTR_PATTERN = '^[0-9]{12}$';

/** The note a UPI app shows and puts on the statement: short, as apps cut longer ones. */
const UPI_NOTE_MAX = 50;

/** The UPI ID and payee to offer, or null when the trust has not told its UPI ID. */
export function upiPayeeOf(trust: Pick<TrustContent, 'upiId' | 'upiPayee'> | undefined) {
  const upiId = trust?.upiId.trim() ?? '';
  if (!upiId) return null;
  return { upiId, payee: trust?.upiPayee.trim() ?? '' };
}

/**
 * `upi://pay?pa=<UPI ID>&pn=<payee>&tn=<note>&cu=INR` (NPCI's deep link), each value
 * percent-encoded. No amount: the donor chooses it in their app.
 */
export function upiPayLink({ upiId, payee, note }: { upiId: string; payee: string; note: string }) {
  const short = Array.from(note.trim()).slice(0, UPI_NOTE_MAX).join('').trim();
  const parts = [['pa', upiId], ...(payee ? [['pn', payee]] : []), ['tn', short], ['cu', 'INR']];
  return `upi://pay?${parts.map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`).join('&')}`;
}

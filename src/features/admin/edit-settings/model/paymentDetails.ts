import type { TrustContent } from '@contract/settings';

/** Where donors' money goes and who the trust is to the tax office (docs/product.md §6). */
const PAYMENT_FIELDS = ['upiId', 'upiPayee', 'pan'] as const;

/**
 * The UPI ID, payee name or PAN differ from those saved (spaces around them aside, as they are
 * saved): the Owner confirms such a change with their password.
 */
export function paymentDetailsChanged(saved: TrustContent, edited: TrustContent): boolean {
  return PAYMENT_FIELDS.some((field) => saved[field].trim() !== edited[field].trim());
}

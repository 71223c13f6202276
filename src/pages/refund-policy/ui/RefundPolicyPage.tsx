import { LegalPage } from '@/widgets/legal-page';

/** docs/product.md §2: report damage within 7 days, refunds in 6-8 days, cancel only right after ordering. */
export function RefundPolicyPage() {
  return <LegalPage texts="refundPolicy" parts={['cancel', 'damaged', 'refund', 'contact']} />;
}

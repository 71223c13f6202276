import { LegalPage } from '@/widgets/legal-page';

export function TermsConditionsPage() {
  return (
    <LegalPage
      texts="termsConditions"
      parts={['use', 'donations', 'content', 'links', 'liability', 'changes', 'contact']}
    />
  );
}

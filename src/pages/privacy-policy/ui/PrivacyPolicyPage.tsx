import { PrivacyLink } from '@/shared/ui/privacy-link';
import { LegalPage } from '@/widgets/legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      texts="privacyPolicy"
      parts={['collect', 'use', 'cookies', 'sharing', 'security', 'rights', 'changes']}
    >
      {/* What is kept about donors, for how long and whom to write to: its own page. */}
      <p>
        <PrivacyLink />
      </p>
    </LegalPage>
  );
}

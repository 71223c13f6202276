import { LegalPage } from '@/widgets/legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      texts="privacyPolicy"
      parts={['collect', 'use', 'cookies', 'sharing', 'security', 'rights', 'changes']}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/switch-language';

/** A donor's page's tools: their language, and print once there is something to print. */
export function DonorTools({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <button
        type="button"
        className="receipt-page__print"
        onClick={() => window.print()}
        disabled={!ready}
      >
        {t('receipt.print')}
      </button>
    </>
  );
}

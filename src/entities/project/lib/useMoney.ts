import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format';

/** First-strong isolate and its closing mark (Unicode bidi). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Money to place inside a translated sentence. In right-to-left text an amount that follows
 * Urdu words would show its ₹ after the digits; isolating it keeps "₹2,30,000" whole.
 */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return useCallback(
    (amount: number) => (rtl ? `${FSI}${formatMoney(amount)}${PDI}` : formatMoney(amount)),
    [rtl],
  );
}

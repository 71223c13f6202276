import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN, isHttpUrl } from '@contract/common';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The form's checks, the same as the server's (contract/settings/settings.ts): links are empty or
 * http(s), the phone and email follow the contract's patterns, texts keep to its limits.
 */
export function useFieldRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const max = (limit: number): FormRule => ({
      max: limit,
      transform: trim,
      message: t('settingsValidation.tooLong', { max: limit }),
    });
    const url: FormRule[] = [
      {
        validator: async (_rule, value: unknown) => {
          const text = typeof value === 'string' ? value.trim() : '';
          if (text !== '' && !isHttpUrl(text)) throw new Error(t('settingsValidation.url'));
        },
      },
      max(LIMITS.url),
    ];
    const required: FormRule = {
      required: true,
      whitespace: true,
      message: t('settingsValidation.required'),
    };
    const phone: FormRule[] = [
      required,
      {
        pattern: new RegExp(PHONE_PATTERN),
        transform: trim,
        message: t('settingsValidation.phone'),
      },
    ];
    const email: FormRule[] = [
      required,
      {
        pattern: new RegExp(EMAIL_PATTERN),
        transform: trim,
        message: t('settingsValidation.email'),
      },
      max(320),
    ];
    return {
      url,
      phone,
      email,
      line: [max(LIMITS.heading)],
      paragraph: [max(LIMITS.text)],
      name: [max(LIMITS.name)],
    };
  }, [t]);
}

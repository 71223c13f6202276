import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import { isFinancialYear } from '@contract/common';
import {
  RECEIPT_WORDING_LIMITS,
  WORDING_PLACEHOLDERS,
  unknownPlaceholderIn,
  type DeductionWording,
} from '@contract/settings';

/** The names a wording's text may use, as typed: for texts that show them (i18next fills none). */
export const WRITTEN_NAMES = Object.fromEntries(
  WORDING_PLACEHOLDERS.map((name) => [name, `{{${name}}}`]),
) as Record<(typeof WORDING_PLACEHOLDERS)[number], string>;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The receipt wording panel's checks, the same as the server's (contract/settings/settings.ts
 * ReceiptWordingContent and server/resources/settings/input.ts): each wording from a financial
 * year like 2026-27, each year once, every text given in both languages within its limit, and
 * naming only {{trust}} and {{section}}.
 */
export function useWordingRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const required: FormRule = {
      required: true,
      whitespace: true,
      message: t('settingsValidation.required'),
    };
    const max = (limit: number): FormRule => ({
      max: limit,
      transform: trim,
      message: t('settingsValidation.tooLong', { max: limit }),
    });
    const wordings = (form: { getFieldValue(name: string[]): unknown }) =>
      (form.getFieldValue(['receiptWording', 'deductions']) ?? []) as Partial<DeductionWording>[];
    const fromYear = (index: number): FormRule[] => [
      required,
      (form) => ({
        validator: async (_rule, value: unknown) => {
          const year = typeof value === 'string' ? value.trim() : '';
          if (!year) return;
          if (!isFinancialYear(year)) throw new Error(t('settingsValidation.financialYear'));
          const first = wordings(form).findIndex((other) => other?.fromYear?.trim() === year);
          if (first !== index) throw new Error(t('settingsValidation.yearTwice'));
        },
      }),
    ];
    const namesOnly: FormRule = {
      validator: async (_rule, value: unknown) => {
        const unknown = typeof value === 'string' ? unknownPlaceholderIn(value) : undefined;
        if (unknown)
          throw new Error(t('settingsValidation.placeholder', { ...WRITTEN_NAMES, name: unknown }));
      },
    };
    return {
      fromYear,
      section: [required, max(RECEIPT_WORDING_LIMITS.section)],
      text: [required, max(RECEIPT_WORDING_LIMITS.text), namesOnly],
    };
  }, [t]);
}

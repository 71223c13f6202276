import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import { PAN_PATTERN } from '@contract/gifts';
import { EMAIL_PATTERN } from '@contract/common';
import { UPI_ID_PATTERN, type Registration } from '@contract/settings';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The trust panel's checks, the same as the server's (contract/settings/settings.ts TrustContent and
 * server/resources/settings/input.ts): PAN, UPI ID and privacy contact empty or of their shape, each kind of
 * registration once, and none valid until a day before it is valid from.
 */
export function useTrustRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const shaped = (pattern: string, message: string): FormRule => ({
      pattern: new RegExp(pattern),
      transform: trim,
      message,
    });
    const required: FormRule = {
      required: true,
      whitespace: true,
      message: t('settingsValidation.required'),
    };
    const registrations = (form: { getFieldValue(name: string[]): unknown }) =>
      (form.getFieldValue(['trust', 'registrations']) ?? []) as Partial<Registration>[];
    const kind = (index: number): FormRule[] => [
      { required: true, message: t('settingsValidation.required') },
      (form) => ({
        validator: async (_rule, value: unknown) => {
          const first = registrations(form).findIndex((other) => other?.kind === value);
          if (value && first !== index) throw new Error(t('settingsValidation.kindTwice'));
        },
      }),
    ];
    const validUntil = (index: number): FormRule[] => [
      (form) => ({
        validator: async (_rule, value: unknown) => {
          const from = registrations(form)[index]?.validFrom;
          if (typeof value === 'string' && value && from && value < from) {
            throw new Error(t('settingsValidation.endsBeforeStart'));
          }
        },
      }),
    ];
    return {
      pan: [shaped(PAN_PATTERN, t('settingsValidation.pan'))],
      upiId: [shaped(UPI_ID_PATTERN, t('settingsValidation.upiId'))],
      privacyContact: [
        shaped(EMAIL_PATTERN, t('settingsValidation.email')),
        { max: 320, transform: trim, message: t('settingsValidation.tooLong', { max: 320 }) },
      ],
      number: [
        required,
        { max: 64, transform: trim, message: t('settingsValidation.tooLong', { max: 64 }) },
      ],
      kind,
      validUntil,
    };
  }, [t]);
}

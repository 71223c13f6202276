import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Select } from 'antd';
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from '@contract/common';
import {
  CASH_DEDUCTION_LIMIT,
  DONOR_ID_TYPES,
  PAYMENT_MODES,
  compactIdNumber,
  idNumberMisses,
  isCashOverDeductionLimit,
  type DonorIdType,
  type PaymentMode,
} from '@contract/gifts';
import { formatMoney } from '@/shared/lib/format';
import { DonorMailFields } from './DonorMailFields';

/**
 * What a receipt and Form 10BD need of a gift, kept for admins only: the donor's id, address,
 * e-mail and phone, how the gift was paid and the payment's reference (UTR); and what the donor
 * hears from the trust (DonorMailFields). All optional. A cash gift above ₹2,000 earns no tax
 * deduction: the admin is told, and may still record it.
 */
export function GiftDetailsFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const idType = Form.useWatch('donorIdType', form) as DonorIdType | undefined;
  const paymentMode = Form.useWatch('paymentMode', form) as PaymentMode | undefined;
  const amount = Number(Form.useWatch('amount', form) ?? 0);
  const cashOverLimit =
    paymentMode !== undefined && isCashOverDeductionLimit({ paymentMode, amount });

  return (
    <fieldset className="gift-form__private">
      <legend>{t('adminGifts.privateHeading')}</legend>
      <p className="gift-form__private-hint">{t('adminGifts.privateHint')}</p>
      <Form.Item label={t('adminGifts.paymentMode')} name="paymentMode">
        <Select
          options={PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`paymentMode.${mode}`) }))}
        />
      </Form.Item>
      {cashOverLimit && (
        <Alert
          className="gift-form__warning"
          type="warning"
          showIcon
          message={t('adminGifts.cashOverLimit', { limit: formatMoney(CASH_DEDUCTION_LIMIT) })}
        />
      )}
      <Form.Item
        label={t('adminGifts.paymentReference')}
        name="paymentReference"
        extra={t('adminGifts.paymentReferenceHint')}
        rules={[{ max: 64, message: t('adminFields.tooLong', { max: 64 }) }]}
      >
        <Input dir="ltr" maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('adminGifts.idType')} name="donorIdType">
        <Select
          allowClear
          options={DONOR_ID_TYPES.map((kind) => ({ value: kind, label: t(`donorIdType.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('adminGifts.idNumber')}
        name="donorIdNumber"
        dependencies={['donorIdType']}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const number = compactIdNumber(idType, value);
              if (!number) {
                return idType
                  ? Promise.reject(new Error(t('adminGifts.idNumberNeeded')))
                  : Promise.resolve();
              }
              if (!idType) return Promise.reject(new Error(t('adminGifts.idTypeNeeded')));
              const missed = idNumberMisses(idType, number);
              return missed
                ? Promise.reject(new Error(t(`adminGifts.${missed}Invalid`)))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input dir="ltr" maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('adminGifts.address')}
        name="donorAddress"
        rules={[{ max: LIMITS.text, message: t('adminFields.tooLong', { max: LIMITS.text }) }]}
      >
        <Input.TextArea dir="auto" rows={2} maxLength={LIMITS.text} />
      </Form.Item>
      <Form.Item
        label={t('adminGifts.email')}
        name="donorEmail"
        rules={[{ pattern: new RegExp(EMAIL_PATTERN), message: t('adminGifts.emailInvalid') }]}
      >
        <Input type="email" dir="ltr" maxLength={320} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('adminGifts.phone')}
        name="donorPhone"
        rules={[{ pattern: new RegExp(PHONE_PATTERN), message: t('adminGifts.phoneInvalid') }]}
      >
        <Input type="tel" dir="ltr" maxLength={16} autoComplete="off" />
      </Form.Item>
      <DonorMailFields />
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import { LIMITS } from '@contract/common';
import { GIFT_PURPOSES, DONOR_DISPLAYS } from '@contract/gifts';
import { useAddGiftMutation } from '@/entities/gift';
import { saveFailureKey } from '@/shared/lib/admin-form';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import {
  emptyGift,
  isFuture,
  isRupees,
  SHOWN_DATE,
  toGift,
  type GiftFormValues,
} from '../lib/gift';
import { GiftDetailsFields } from './GiftDetailsFields';
import './RecordGiftForm.css';

type RecordGiftFormProps = {
  projectId: string;
  /** Zakat may be recorded only for a project that accepts it (the server refuses it too). */
  acceptsZakat: boolean;
};

/**
 * Records a gift to a project: an optional donor name (empty is anonymous), the amount in whole
 * rupees, the date (today unless picked; never in the future), what it was given for, and how
 * the public sees the donor and the amount, and what receipts need (admins only). The donors list, the project's totals and the totals
 * per purpose reload through the mutation's tags.
 */
export function RecordGiftForm({ projectId, acceptsZakat }: RecordGiftFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GiftFormValues>();
  const [addGift, { isLoading }] = useAddGiftMutation();
  const amount = Form.useWatch('amount', form);

  const onFinish = async (values: GiftFormValues) => {
    try {
      await addGift({ projectId, gift: toGift(values) }).unwrap();
      notifySuccess(t('adminCommon.saved'));
      form.resetFields();
    } catch (error) {
      const key = saveFailureKey(error);
      // The one thing a gift may clash on: its payment reference, recorded already.
      if (key === 'adminCommon.duplicate') {
        const taken = t('adminGifts.referenceTaken');
        form.setFields([{ name: 'paymentReference', errors: [taken] }]);
        notifyError(taken);
      } else if (key) notifyError(t(key));
    }
  };

  return (
    <Form<GiftFormValues>
      form={form}
      name="gift"
      layout="vertical"
      className="gift-form"
      initialValues={emptyGift()}
      onFinish={onFinish}
    >
      <Form.Item
        label={t('adminGifts.donorName')}
        name="donorName"
        extra={t('adminGifts.donorNameHint')}
        rules={[{ max: LIMITS.name, message: t('adminFields.tooLong', { max: LIMITS.name }) }]}
      >
        <Input dir="auto" maxLength={LIMITS.name} />
      </Form.Item>
      <Form.Item
        label={t('adminGifts.amount')}
        name="amount"
        rules={[
          { required: true, message: t('adminCommon.required') },
          {
            validator: (_rule, value: unknown) =>
              value === null || value === undefined || isRupees(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('adminGifts.amountInvalid'))),
          },
        ]}
      >
        <InputNumber<number> step={100} controls={false} className="gift-form__amount" />
      </Form.Item>
      <Form.Item
        label={t('adminGifts.date')}
        name="date"
        rules={[{ required: true, message: t('adminCommon.required') }]}
      >
        <DatePicker inputReadOnly allowClear={false} format={SHOWN_DATE} disabledDate={isFuture} />
      </Form.Item>
      <Form.Item
        label={t('adminGifts.purpose')}
        name="purpose"
        extra={
          acceptsZakat
            ? t('adminGifts.purposeHint')
            : `${t('adminGifts.purposeHint')} ${t('adminGifts.noZakat')}`
        }
      >
        <Select
          options={GIFT_PURPOSES.map((purpose) => ({
            value: purpose,
            label: t(`giftPurpose.${purpose}`),
            disabled: purpose === 'zakat' && !acceptsZakat,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('adminGifts.shownAs')} name="shownAs" extra={t('adminGifts.shownAsHint')}>
        <Radio.Group
          options={DONOR_DISPLAYS.map((display) => ({
            value: display,
            label: t(`donorShownAs.${display}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="hideAmount" valuePropName="checked">
        <Checkbox>{t('adminGifts.hideAmount')}</Checkbox>
      </Form.Item>
      <GiftDetailsFields />
      <Button
        type="primary"
        htmlType="submit"
        disabled={amount === undefined || amount === null}
        loading={isLoading}
      >
        {t('adminGifts.recordButton')}
      </Button>
    </Form>
  );
}

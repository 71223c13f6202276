import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Space, Typography } from 'antd';
import type { TwoFactorCodeBody, TwoFactorSetup } from '@contract/admin';
import { notifyError } from '@/shared/ui/toast';
import { useConfirmTwoFactorMutation } from '../api/twoFactorApi';
import { errorStatus } from '../lib/errorStatus';
import { qrCodeImage } from '../lib/qrCode';

type SetUpTwoFactorProps = {
  setup: TwoFactorSetup;
  /** Switched on: the recovery codes to show this once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

/** The pending secret (QR code, key, address) and the first code that switches it on. */
export function SetUpTwoFactor({ setup, onConfirmed, onCancel }: SetUpTwoFactorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TwoFactorCodeBody>();
  const [confirm, { isLoading }] = useConfirmTwoFactorMutation();

  const onFinish = async ({ code }: TwoFactorCodeBody) => {
    try {
      const { recoveryCodes } = await confirm({ code: code.trim() }).unwrap();
      onConfirmed(recoveryCodes);
    } catch (error) {
      if (errorStatus(error) === 400) {
        form.setFields([{ name: 'code', errors: [t('adminAccount.codeFailed')] }]);
        return;
      }
      notifyError(t('adminAccount.failed'));
    }
  };

  return (
    <Space orientation="vertical" size="middle" className="two-factor__setup">
      <Typography.Paragraph>{t('adminAccount.scan')}</Typography.Paragraph>
      <img
        src={qrCodeImage(setup.otpauthUrl)}
        alt={t('adminAccount.qr')}
        width={192}
        height={192}
        className="two-factor__qr"
      />
      <div>
        <Typography.Text strong>{t('adminAccount.secret')}: </Typography.Text>
        <Typography.Text code copyable dir="ltr" data-testid="two-factor-secret">
          {setup.secret}
        </Typography.Text>
      </div>
      <div>
        <Typography.Text strong>{t('adminAccount.link')}: </Typography.Text>
        <Typography.Link href={setup.otpauthUrl} dir="ltr" className="two-factor__link">
          {setup.otpauthUrl}
        </Typography.Link>
      </div>
      <Form<TwoFactorCodeBody>
        form={form}
        name="two-factor-confirm"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
      >
        <Form.Item
          label={t('adminAccount.code')}
          name="code"
          extra={t('adminAccount.codeHint')}
          rules={[{ required: true, whitespace: true, message: t('adminAccount.codeRequired') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={10} dir="ltr" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('adminAccount.switchOn')}
          </Button>
          <Button onClick={onCancel}>{t('adminAccount.cancel')}</Button>
        </Space>
      </Form>
    </Space>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Space } from 'antd';
import type { TwoFactorOffBody } from '@contract/admin';
import { signInWaitMinutes } from '@/entities/session';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { useTurnOffTwoFactorMutation } from '../api/twoFactorApi';
import { errorStatus } from '../lib/errorStatus';

/** Switching two-factor sign-in off asks for the password (docs/product.md §6). */
export function TurnOffTwoFactor({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TwoFactorOffBody>();
  const [turnOff, { isLoading }] = useTurnOffTwoFactorMutation();

  const onFinish = async (body: TwoFactorOffBody) => {
    try {
      await turnOff(body).unwrap();
      notifySuccess(t('adminAccount.turnedOff'));
      onCancel();
    } catch (error) {
      const minutes = signInWaitMinutes(error);
      const status = errorStatus(error);
      if (status === 400) {
        form.setFields([{ name: 'password', errors: [t('adminAccount.passwordFailed')] }]);
      } else if (minutes !== null) {
        notifyError(t('signIn.tooManyAttempts', { count: minutes }));
      } else {
        notifyError(t(status === 403 ? 'adminAccount.stillRequired' : 'adminAccount.failed'));
      }
    }
  };

  return (
    <Form<TwoFactorOffBody>
      form={form}
      name="two-factor-off"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
    >
      <Form.Item
        label={t('adminAccount.password')}
        name="password"
        extra={t('adminAccount.passwordHint')}
        rules={[{ required: true, message: t('adminAccount.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Space>
        <Button danger htmlType="submit" loading={isLoading}>
          {t('adminAccount.turnOff')}
        </Button>
        <Button onClick={onCancel}>{t('adminAccount.cancel')}</Button>
      </Space>
    </Form>
  );
}

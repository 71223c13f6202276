import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import type { LoginBody } from '@contract/admin';
import { useLoginMutation } from '@/entities/session';
import { routePaths } from '@/shared/routes';
import { notifySignIn, notifySignInClosed } from '../lib/signInToast';

type SignInFormProps = {
  /** The password was right and two-factor sign-in is on: the challenge for the code. */
  onSecondStep: (secondStep: string) => void;
};

export function SignInForm({ onSecondStep }: SignInFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();

  const onFinish = async (values: LoginBody) => {
    try {
      // The login endpoint stores the token itself.
      const answer = await login(values).unwrap();
      if ('secondStep' in answer) onSecondStep(answer.secondStep);
      else navigate(routePaths.admin, { replace: true });
    } catch (error) {
      if (notifySignInClosed(t, error)) return;
      // Any other failure reads the same, so the form never reveals which part was wrong.
      notifySignIn(t('signIn.failed'), 'sign-in-failed');
    }
  };

  return (
    <Form<LoginBody> name="sign-in" layout="vertical" requiredMark={false} onFinish={onFinish}>
      <Form.Item
        label={t('signIn.email')}
        name="email"
        rules={[{ required: true, whitespace: true, message: t('signIn.emailRequired') }]}
      >
        <Input type="email" placeholder={t('signIn.emailPlaceholder')} autoComplete="username" />
      </Form.Item>
      <Form.Item
        label={t('signIn.password')}
        name="password"
        rules={[{ required: true, message: t('signIn.passwordRequired') }]}
      >
        <Input.Password
          placeholder={t('signIn.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}

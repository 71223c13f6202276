import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import { SECOND_STEP_EXPIRED } from '@contract/admin';
import { useSecondStepMutation } from '@/entities/session';
import { routePaths } from '@/shared/routes';
import { notifySignIn, notifySignInClosed } from '../lib/signInToast';

type SecondStepFormProps = {
  /** The login's challenge, sent back with the code. */
  secondStep: string;
  /** Back to the password (the challenge expired, or the person chose to). */
  onRestart: () => void;
};

type CodeValues = { code: string };

/** The second step of a two-factor sign-in: the app's 6-digit code or a recovery code. */
export function SecondStepForm({ secondStep, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [send, { isLoading }] = useSecondStepMutation();

  const onFinish = async ({ code }: CodeValues) => {
    try {
      // The endpoint stores the token itself.
      await send({ secondStep, code: code.trim() }).unwrap();
      navigate(routePaths.admin, { replace: true });
    } catch (error) {
      if (notifySignInClosed(t, error)) return;
      const message = (error as { data?: { message?: unknown } }).data?.message;
      if (message === SECOND_STEP_EXPIRED) {
        notifySignIn(t('signIn.expired'), 'sign-in-expired');
        onRestart();
        return;
      }
      notifySignIn(t('signIn.codeFailed'), 'sign-in-failed');
    }
  };

  return (
    <Form<CodeValues> name="second-step" layout="vertical" requiredMark={false} onFinish={onFinish}>
      <Form.Item
        label={t('signIn.code')}
        name="code"
        extra={t('signIn.codeHint')}
        rules={[{ required: true, whitespace: true, message: t('signIn.codeRequired') }]}
      >
        <Input autoComplete="one-time-code" autoFocus dir="ltr" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {t('signIn.verify')}
      </Button>
      <Button type="link" block onClick={onRestart}>
        {t('signIn.back')}
      </Button>
    </Form>
  );
}

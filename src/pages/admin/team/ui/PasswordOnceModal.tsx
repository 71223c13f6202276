import { useTranslation } from 'react-i18next';
import { App, Button, Flex, Modal, Typography } from 'antd';
import type { PasswordAnswer } from '@contract/admin';

/**
 * A new password (a person added, or their password reset), shown this once to hand over: the
 * server keeps only its hash, so it is never shown again (docs/product.md §6).
 */
export function PasswordOnceModal({
  answer,
  onClose,
}: {
  answer: PasswordAnswer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Gone from the page as soon as it is closed, not merely hidden.
  if (answer === null) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(answer.password);
    void message.success(t('adminTeam.copied'));
  };

  return (
    <Modal
      open
      title={t('adminTeam.passwordTitle', { email: answer.member.email })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('adminTeam.done')}
        </Button>
      }
    >
      <p>{t('adminTeam.passwordIntro')}</p>
      <Flex align="center" gap={8} wrap>
        <Typography.Text code dir="ltr" className="admin-team__password">
          {answer.password}
        </Typography.Text>
        <Button onClick={() => void copy()}>{t('adminTeam.copy')}</Button>
      </Flex>
      <p>
        <strong>{t('adminTeam.passwordOnce')}</strong>
      </p>
    </Modal>
  );
}

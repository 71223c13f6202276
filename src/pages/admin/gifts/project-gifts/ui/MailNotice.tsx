import { useTranslation } from 'react-i18next';
import { Alert, Typography } from 'antd';
import { useGetMailSetupQuery } from '../api/messagesApi';
import './MailNotice.css';

/**
 * Whether receipts are e-mailed: while mail is off, how to share them instead and how to turn it
 * on; while on, from which address donors receive them.
 */
export function MailNotice() {
  const { t } = useTranslation();
  const { data } = useGetMailSetupQuery();
  if (!data) return null;
  if (!data.enabled) {
    return (
      <Alert type="info" showIcon className="admin-gifts__mail" title={t('adminGiftMail.off')} />
    );
  }
  if (!data.from) return null;
  return (
    <Typography.Paragraph type="secondary" className="admin-gifts__mail">
      {t('adminGiftMail.from', { from: data.from })}
    </Typography.Paragraph>
  );
}

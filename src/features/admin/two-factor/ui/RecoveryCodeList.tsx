import { useTranslation } from 'react-i18next';
import { Alert, Button, Space, Typography } from 'antd';

/** The ten recovery codes, shown once right after two-factor sign-in is switched on. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle">
      <Typography.Title level={3}>{t('adminAccount.recoveryHeading')}</Typography.Title>
      <Alert type="warning" showIcon title={t('adminAccount.recoveryIntro')} />
      <ol className="two-factor__codes" dir="ltr" aria-label={t('adminAccount.recoveryHeading')}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Button type="primary" onClick={onDone}>
        {t('adminAccount.done')}
      </Button>
    </Space>
  );
}

import { useTranslation } from 'react-i18next';
import { Card, Typography } from 'antd';
import { useSettings } from '@/entities/setting';
import { SignInForm } from './SignInForm';
import './AdminLoginPage.css';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const product = useSettings().site?.product ?? '';

  return (
    <main className="admin-login">
      <Card className="admin-login__card">
        <Typography.Title level={1} className="admin-login__heading">
          {t('signIn.heading', { product })}
        </Typography.Title>
        <SignInForm />
      </Card>
    </main>
  );
}

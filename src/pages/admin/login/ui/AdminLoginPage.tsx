import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Typography } from 'antd';
import { useSettings } from '@/entities/setting';
import { SecondStepForm } from './SecondStepForm';
import { SignInForm } from './SignInForm';
import './AdminLoginPage.css';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const product = useSettings().site?.product ?? '';
  // Set once the password was right and a code must follow (docs/product.md §6).
  const [secondStep, setSecondStep] = useState<string | null>(null);

  return (
    <main className="admin-login">
      <Card className="admin-login__card">
        <Typography.Title level={1} className="admin-login__heading">
          {t('signIn.heading', { product })}
        </Typography.Title>
        {secondStep === null ? (
          <SignInForm onSecondStep={setSecondStep} />
        ) : (
          <SecondStepForm secondStep={secondStep} onRestart={() => setSecondStep(null)} />
        )}
      </Card>
    </main>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton, Typography } from 'antd';
import type { TwoFactorSetup } from '@contract/admin';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { useGetTwoFactorStatusQuery, useStartTwoFactorMutation } from '../api/twoFactorApi';
import { RecoveryCodeList } from './RecoveryCodeList';
import { SetUpTwoFactor } from './SetUpTwoFactor';
import { TurnOffTwoFactor } from './TurnOffTwoFactor';
import './TwoFactorSection.css';

/** What the section shows besides the state: a set-up under way, the new codes, or the switch-off. */
type Step =
  | { kind: 'idle' }
  | { kind: 'setUp'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turnOff' };

/**
 * "Two-factor sign-in" on the account page (docs/product.md §6): whether it is on; "Set up" shows
 * the secret and asks for a code, then shows the ten recovery codes once; "Turn off" asks for the
 * password (and is not offered while the Owner requires it of the person's role).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useGetTwoFactorStatusQuery();
  const [start, { isLoading: starting }] = useStartTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });

  const setUp = async () => {
    try {
      setStep({ kind: 'setUp', setup: await start().unwrap() });
    } catch {
      notifyError(t('adminAccount.failed'));
    }
  };

  const body = () => {
    if (step.kind === 'codes') return <RecoveryCodeList codes={step.codes} onDone={idle} />;
    if (status.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (!status.data) return <Alert type="error" showIcon title={t('adminAccount.loadFailed')} />;
    const { on, required } = status.data;
    if (step.kind === 'setUp' && !on) {
      return (
        <SetUpTwoFactor
          setup={step.setup}
          onCancel={idle}
          onConfirmed={(codes) => {
            notifySuccess(t('adminAccount.turnedOn'));
            setStep({ kind: 'codes', codes });
          }}
        />
      );
    }
    return (
      <>
        <Typography.Paragraph strong>
          {t(on ? 'adminAccount.on' : 'adminAccount.off')}
        </Typography.Paragraph>
        {required && !on && <Alert type="warning" showIcon title={t('adminAccount.required')} />}
        {required && on && (
          <Typography.Paragraph>{t('adminAccount.stillRequired')}</Typography.Paragraph>
        )}
        {!on && (
          <Button type="primary" onClick={setUp} loading={starting}>
            {t('adminAccount.setUp')}
          </Button>
        )}
        {on && !required && step.kind !== 'turnOff' && (
          <Button danger onClick={() => setStep({ kind: 'turnOff' })}>
            {t('adminAccount.turnOff')}
          </Button>
        )}
        {on && step.kind === 'turnOff' && <TurnOffTwoFactor onCancel={idle} />}
      </>
    );
  };

  return (
    <section className="two-factor" aria-labelledby="two-factor-heading">
      <Typography.Title level={2} id="two-factor-heading">
        {t('adminAccount.twoFactor')}
      </Typography.Title>
      <Typography.Paragraph>{t('adminAccount.intro')}</Typography.Paragraph>
      {body()}
    </section>
  );
}

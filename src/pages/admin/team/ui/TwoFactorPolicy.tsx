import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Switch, Typography } from 'antd';
import { useGetTeamPolicyQuery, useSetTeamPolicyMutation } from '@/entities/team';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

/** Whether Owners and Accounts must use two-factor sign-in: the Owner's switch (docs/product.md §6). */
export function TwoFactorPolicy() {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const { data } = useGetTeamPolicyQuery();
  const [setPolicy, { isLoading }] = useSetTeamPolicyMutation();

  const change = async (twoFactorRequired: boolean) => {
    try {
      await setPolicy({ twoFactorRequired }).unwrap();
      notifySuccess(t('adminTeam.policySaved'));
    } catch {
      notifyError(t('adminTeam.failed'), { toastId: 'team-failed' });
    }
  };

  return (
    <Flex className="admin-team__policy" align="start" gap={12}>
      <Switch
        aria-labelledby={labelId}
        aria-describedby={hintId}
        checked={data?.twoFactorRequired ?? false}
        disabled={data === undefined}
        loading={isLoading}
        onChange={(checked) => void change(checked)}
      />
      <div>
        <Typography.Text strong id={labelId}>
          {t('adminTeam.policy')}
        </Typography.Text>
        <Typography.Paragraph id={hintId} className="admin-team__hint">
          {t('adminTeam.policyHint')}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}

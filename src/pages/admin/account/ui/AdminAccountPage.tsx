import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { TwoFactorSection } from '@/features/admin/two-factor';

/** /admin/account: the signed-in person's own account, its two-factor sign-in (docs/product.md §6). */
export function AdminAccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1}>{t('adminAccount.heading')}</Typography.Title>
      <TwoFactorSection />
    </>
  );
}

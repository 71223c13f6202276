import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from 'antd';
import type { PasswordAnswer } from '@contract/admin';
import { useGetTeamQuery } from '@/entities/team';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { AdminListSkeleton } from '@/shared/ui/admin-list-skeleton';
import { AddMemberModal } from './AddMemberModal';
import { PasswordOnceModal } from './PasswordOnceModal';
import { TeamTable } from './TeamTable';
import { TwoFactorPolicy } from './TwoFactorPolicy';
import './AdminTeamPage.css';

/**
 * /admin/team, the Owner's alone (docs/product.md §6): everyone who may sign in and their role;
 * add a person, change a role, reset a password, remove; whether two-factor sign-in is required.
 */
export function AdminTeamPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isLoading, error } = useGetTeamQuery();
  useLoadFailureToast(error, t('adminTeam.loadFailed'));
  const [adding, setAdding] = useState(false);
  const [password, setPassword] = useState<PasswordAnswer | null>(null);

  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section className="admin-team" aria-labelledby={headingId}>
      <Flex className="admin-list__header" align="center" justify="space-between" wrap gap={12}>
        <Typography.Title level={1} className="admin-list__title" id={headingId}>
          {t('adminTeam.heading')}
        </Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('adminTeam.add')}
        </Button>
      </Flex>
      <p>{t('adminTeam.intro')}</p>
      <TwoFactorPolicy />
      {isLoading && <AdminListSkeleton />}
      {data && <TeamTable team={data} onPassword={setPassword} />}
      <AddMemberModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(answer) => {
          setAdding(false);
          setPassword(answer);
        }}
      />
      <PasswordOnceModal answer={password} onClose={() => setPassword(null)} />
    </section>
  );
}

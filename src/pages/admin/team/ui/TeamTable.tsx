import { useTranslation } from 'react-i18next';
import { Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ROLES, type PasswordAnswer, type Role, type TeamMember } from '@contract/admin';
import {
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useResetPasswordMutation,
} from '@/entities/team';
import { formatWhen } from '@/shared/lib/format';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { teamFailure } from '../lib/teamFailure';

type TeamTableProps = {
  team: readonly TeamMember[];
  /** A password was reset: the new one, to show once. */
  onPassword: (answer: PasswordAnswer) => void;
};

/**
 * Everyone on the team: email, role (changed in place), last sign-in, two-factor, and Reset
 * password and Remove. The only Owner can be neither demoted nor removed (docs/product.md §6):
 * those controls are off for them, and the server refuses with its message (409) should another
 * Owner's screen try.
 */
export function TeamTable({ team, onPassword }: TeamTableProps) {
  const { t, i18n } = useTranslation();
  const [changeRole] = useChangeRoleMutation();
  const [remove] = useRemoveMemberMutation();
  const [reset] = useResetPasswordMutation();
  const owners = team.filter((member) => member.role === 'owner').length;
  const onlyOwner = (member: TeamMember) => member.role === 'owner' && owners === 1;
  const roles = ROLES.map((role) => ({ value: role, label: t(`adminRoles.${role}`) }));
  const failed = (error: unknown) => teamFailure(error, t('adminTeam.failed'));

  const setRole = async (member: TeamMember, role: Role) => {
    try {
      await changeRole({ id: member.id, role }).unwrap();
      notifySuccess(t('adminTeam.roleChanged'));
    } catch (error) {
      notifyError(failed(error), { toastId: 'team-failed' });
    }
  };

  const columns: TableColumnsType<TeamMember> = [
    { key: 'email', title: t('adminTeam.email'), render: (_, { email }) => <bdi>{email}</bdi> },
    {
      key: 'role',
      title: t('adminTeam.role'),
      render: (_, member) => (
        <>
          <Select
            aria-label={t('adminTeam.roleOf', { email: member.email })}
            value={member.role}
            options={roles}
            disabled={onlyOwner(member)}
            onChange={(role: Role) => void setRole(member, role)}
            className="admin-team__role"
          />
          {onlyOwner(member) && (
            <Typography.Paragraph className="admin-team__hint">
              {t('adminTeam.onlyOwner')}
            </Typography.Paragraph>
          )}
        </>
      ),
    },
    {
      key: 'lastSignIn',
      title: t('adminTeam.lastSignIn'),
      render: (_, { lastSignInAt }) =>
        lastSignInAt ? (
          <time dateTime={lastSignInAt}>{formatWhen(lastSignInAt, i18n.language)}</time>
        ) : (
          t('adminTeam.never')
        ),
    },
    {
      key: 'twoFactor',
      title: t('adminTeam.twoFactor'),
      render: (_, { twoFactor }) => (
        <Tag color={twoFactor ? 'green' : 'default'}>
          {t(twoFactor ? 'adminTeam.on' : 'adminTeam.off')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('adminTeam.actions'),
      render: (_, member) => (
        <span className="admin-row-actions">
          <ConfirmActionButton
            question={t('adminTeam.confirmReset')}
            action={async () => onPassword(await reset(member.id).unwrap())}
            failureMessage={failed}
            label={t('adminTeam.resetNamed', { email: member.email })}
          >
            {t('adminTeam.resetPassword')}
          </ConfirmActionButton>
          {!onlyOwner(member) && (
            <ConfirmActionButton
              question={t('adminTeam.confirmRemove')}
              action={() => remove(member.id).unwrap()}
              failureMessage={failed}
              label={t('adminTeam.removeNamed', { email: member.email })}
              danger
            >
              {t('adminTeam.remove')}
            </ConfirmActionButton>
          )}
        </span>
      ),
    },
  ];

  // On a phone the table scrolls within its own box (AdminLayout.css) rather than widening it.
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={[...team]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUse, type Role } from '@contract/admin';
import { useRole } from '@/entities/session';
import { MayChangeProvider } from '@/shared/lib/may-change';

type RequireRoleProps = {
  /** Who may open the screen, and who may change what it shows (the route table's). */
  access: { open: readonly Role[]; change: readonly Role[] };
  /** What a role that may not open it reads instead ("Not available for your role"). */
  refused: ReactNode;
  children: ReactNode;
};

/**
 * The role guard of one admin screen (docs/product.md §6), which the route table puts around
 * each: while the role is unknown (a session stored before roles, until `users/me` answers) it
 * says it is checking; a role that may not open the screen reads `refused` instead of it, never
 * its data; otherwise the screen, told whether the person may change what it shows. In the
 * admin's chunk, so the public pages' scripts do not carry it.
 */
export function RequireRole({ access, refused, children }: RequireRoleProps) {
  const { t } = useTranslation();
  const role = useRole();
  if (role === undefined) {
    return (
      <p role="status" aria-busy="true">
        {t('adminRoles.checking')}
      </p>
    );
  }
  if (!mayUse(role, access.open)) return refused;
  return <MayChangeProvider value={mayUse(role, access.change)}>{children}</MayChangeProvider>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUse } from '@contract/admin';
import { useRole } from '@/entities/session';
import { MayChangeProvider } from '@/shared/lib/may-change';
import { lazyElement } from '../entry/routeParts';
import type { ScreenAccess } from './screenAccess';

const notAvailable = lazyElement(
  () => import(/* webpackChunkName: "admin-not-available" */ '@/pages/admin/not-available'),
  (module) => module.NotAvailablePage,
);

/**
 * The role guard of one admin screen (docs/product.md §6): while the role is unknown (a session
 * stored before roles, until `users/me` answers) it says it is checking; a role that may not open
 * the screen reads "Not available for your role" instead of it, never its data; otherwise the
 * screen, told whether the person may change what it shows.
 */
export function RequireRole({ access, children }: { access: ScreenAccess; children: ReactNode }) {
  const { t } = useTranslation();
  const role = useRole();
  if (role === undefined) {
    return (
      <p role="status" aria-busy="true">
        {t('adminRoles.checking')}
      </p>
    );
  }
  if (!mayUse(role, access.open)) return notAvailable;
  return <MayChangeProvider value={mayUse(role, access.change)}>{children}</MayChangeProvider>;
}

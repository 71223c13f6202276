import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { routePaths } from '@/shared/routes';
import { useGetTwoFactorStatusQuery } from '../api/twoFactorApi';

/**
 * While the Owner requires two-factor sign-in of the person's role and it is not on, every other
 * admin screen would answer 403: the admin shows the account page, where it is set up
 * (docs/product.md §6). Until the state is known, or when it cannot be read, the screen shows.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data } = useGetTwoFactorStatusQuery();
  const mustSetUp = data?.required === true && !data.on;
  if (mustSetUp && pathname !== routePaths.adminAccount) {
    return <Navigate to={routePaths.adminAccount} replace />;
  }
  return children;
}

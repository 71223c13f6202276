import { useSelector } from 'react-redux';
import { mayUse, type Role } from '@contract/admin';
import { useGetMeQuery } from '../api/sessionApi';
import { selectRole, selectToken } from './sessionSlice';

/**
 * The signed-in person's role (docs/product.md §6), asked of the server once per token
 * (`users/me`: it may have changed since sign-in); the stored one meanwhile. Undefined while
 * unknown (a session stored before roles existed, until the answer comes) or signed out.
 */
export function useRole(): Role | undefined {
  const token = useSelector(selectToken);
  const stored = useSelector(selectRole);
  const { data } = useGetMeQuery(token ?? '', { skip: token === null });
  if (token === null) return undefined;
  return data?.role ?? stored;
}

/** Whether the signed-in person's role is one of `roles`; undefined while the role is unknown. */
export function useMayUse(roles: readonly Role[]): boolean | undefined {
  const role = useRole();
  return role === undefined ? undefined : mayUse(role, roles);
}

import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearToken } from '@/entities/session';
import { routePaths } from '@/shared/routes';

/** Marks the trip to the sign-in page as a sign-out. */
const SIGN_OUT_STATE = { signOut: true } as const;

function isSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signOut' in state;
}

/**
 * Logout: goes to the sign-in page, replacing history. The token is dropped only once the page
 * is left, so a screen with unsaved changes can still ask first and the admin can stay.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(routePaths.adminLogin, { replace: true, state: SIGN_OUT_STATE });
  }, [navigate]);
}

/** Drops the token when a sign-out arrives at the sign-in page (mounted around every admin route). */
export function useEndSessionOnSignOut() {
  const { state, key } = useLocation();
  const dispatch = useDispatch();
  const signingOut = isSignOut(state);
  useEffect(() => {
    if (signingOut) dispatch(clearToken());
  }, [signingOut, key, dispatch]);
}

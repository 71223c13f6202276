import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearToken, selectToken, useLogoutMutation } from '@/entities/session';
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

/**
 * Ends the session when a sign-out arrives at the sign-in page (mounted around every admin
 * route): the server is asked to revoke the token, and the token is dropped here at once,
 * whatever the server answers (offline, or the token had already expired).
 */
export function useEndSessionOnSignOut() {
  const { state, key } = useLocation();
  const dispatch = useDispatch();
  const token = useSelector(selectToken);
  const [logout] = useLogoutMutation();
  const signingOut = isSignOut(state);
  useEffect(() => {
    if (!signingOut) return;
    if (token) void logout(token);
    dispatch(clearToken());
  }, [signingOut, key, token, logout, dispatch]);
}

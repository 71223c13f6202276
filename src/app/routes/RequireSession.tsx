import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';
import { selectIsSignedIn } from '@/entities/session';
import { routePaths } from '@/shared/routes';

/** The admin guard: without a stored token every admin screen sends the user to sign in. */
export function RequireSession() {
  const signedIn = useSelector(selectIsSignedIn);
  if (!signedIn) return <Navigate to={routePaths.adminLogin} replace />;
  return <Outlet />;
}

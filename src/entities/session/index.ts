export { sessionApi, useGetMeQuery, useLoginMutation, useLogoutMutation } from './api/sessionApi';
export { signInWaitMinutes } from './lib/signInRefusal';
export {
  clearToken,
  selectEmail,
  selectIsSignedIn,
  selectRole,
  selectToken,
  sessionSlice,
  setToken,
  signedIn,
} from './model/sessionSlice';
export type { SessionState } from './model/sessionSlice';
export { useMayUse, useRole } from './model/useRole';

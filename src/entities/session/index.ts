export {
  sessionApi,
  useLoginMutation,
  useLogoutMutation,
  useSecondStepMutation,
} from './api/sessionApi';
export { signInWaitMinutes } from './lib/signInRefusal';
export { clearToken, selectIsSignedIn, selectToken, sessionSlice } from './model/sessionSlice';
export type { SessionState } from './model/sessionSlice';
export { useMayUse, useRole } from './model/useRole';

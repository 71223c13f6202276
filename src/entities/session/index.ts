export {
  sessionApi,
  useLoginMutation,
  useLogoutMutation,
  useSecondStepMutation,
} from './api/sessionApi';
export { signInWaitMinutes } from './lib/signInRefusal';
export {
  clearToken,
  selectIsSignedIn,
  selectToken,
  sessionSlice,
  setToken,
} from './model/sessionSlice';
export type { SessionState } from './model/sessionSlice';

export { sessionApi, useLoginMutation } from './api/sessionApi';
export {
  clearToken,
  selectIsSignedIn,
  selectToken,
  sessionSlice,
  setToken,
} from './model/sessionSlice';
export type { SessionState } from './model/sessionSlice';

// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export {
  LOGIN_URL,
  LOGOUT_URL,
  ME_URL,
  demoAdmin,
  demoTeam,
  meOf,
  sessionHandlers,
} from './sessionMocks';
export {
  SECOND_STEP_URL,
  demoTwoFactor,
  secondStepHandlers,
  twoFactorBackend,
} from './twoFactorMocks';

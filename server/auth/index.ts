// Admins, sign-in (tokens, their revocation, login throttling) and the audit trail of admin
// changes.
export {
  createAdmin,
  ensureAdmin,
  findAdmin,
  generatePassword,
  normalizeEmail,
  setAdminPassword,
} from './admins';
export type { AdminBootstrap } from './admins';
export {
  audited,
  auditedCreate,
  auditedDelete,
  auditedEdit,
  latestChanges,
  recordChange,
} from './audit';
export { authPlugin, hashPassword, signToken, verifyAgainstDummy, verifyPassword } from './auth';
export {
  LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS,
  accountKey,
  addressKey,
  admitLoginAttempt,
  loginRetryAfter,
  loginSucceeded,
  refuseTooManyFailures,
} from './loginLimits';
export { removeRecoveryCodes, replaceRecoveryCodes } from './recoveryCodes';
export { revokeSession, sessionClaims } from './sessions';
export { acceptedTimeStep, newTotpSecret, otpauthUrl } from './totp';
export { acceptSecondFactor, challengedAdmin, signSecondStep } from './twoFactor';
export { twoFactorRequiredFor } from './twoFactorPolicy';

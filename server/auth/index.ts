// Admins and their team (roles), sign-in (tokens, their revocation, login throttling), who may
// call what (an Owner's settings too), and the audit trail of admin changes.
export { declareAccess, refusedForRole } from './access';
export type { DeclaredRoute } from './access';
export { createAdmin, ensureAdmin, findAdmin, generatePassword, normalizeEmail } from './admins';
export type { AdminBootstrap } from './admins';
export { acknowledgeOwnerNotice, openOwnerNotices, writeOwnerNotice } from './notices';
export { PASSWORD_NEEDED, WRONG_PASSWORD, guardOwnerSettings, guardTrust } from './ownerSettings';
export {
  changeRole,
  findMember,
  listTeam,
  removeMember,
  setAdminPassword,
  setTeamPolicy,
} from './team';
export { teamPolicy } from './twoFactorPolicy';
export {
  COMMAND_LINE,
  actorOf,
  audited,
  auditedCreate,
  auditedDelete,
  auditedEdit,
  latestChanges,
  recordChange,
} from './audit';
export {
  authPlugin,
  completeSignIn,
  hashPassword,
  mayEditContent,
  signToken,
  verifyAgainstDummy,
  verifyPassword,
} from './auth';
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

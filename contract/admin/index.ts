/* The admin team: sign-in, roles and the audit trail of admin changes. */

export { AUDIT_MAX_LIMIT, AuditEntry, AuditList, AuditQuery } from './audit';
export type { AuditAction, AuditResource } from './audit';
export { BIN_DAYS, BIN_KINDS, BinEntry, BinList, BinRestored } from './bin';
export type { BinKind } from './bin';
export { LoginAnswer, LoginBody, SecondStepBody, SignedIn } from './login';
export { SECOND_STEP_EXPIRED } from './signInMessages';
export { CONTENT_ROLES, EVERY_ROLE, GIFT_ROLES, OWNER_ROLES, ROLES, Role, mayUse } from './roles';
export type { Access } from './roles';
export {
  RECOVERY_CODE_COUNT,
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorOffBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from './twoFactor';
export {
  Me,
  NewMemberBody,
  OwnerNotice,
  OwnerNoticeList,
  PasswordAnswer,
  RoleBody,
  TeamList,
  TeamMember,
  TeamPolicy,
} from './team';
export { VERSION_KINDS, Version, VersionList, VersionParams, VersionQuery } from './versions';
export type { VersionAction, VersionKind } from './versions';

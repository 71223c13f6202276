/* The admin's sign-in and the audit trail of admin changes. */

export { AUDIT_MAX_LIMIT, AuditEntry, AuditList, AuditQuery } from './audit';
export type { AuditAction, AuditResource } from './audit';
export { LoginAnswer, LoginBody } from './login';

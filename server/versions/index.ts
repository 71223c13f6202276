// Every version of each content item and settings entry (issue 31): recorded by the audit trail
// with each change, listed newest first, and restored in one step.
export { auditResourceOf, findVersion, recordVersions, versionsOf } from './record';
export { RESTORE_MESSAGES, checkFilesKept, restoreVersion } from './restore';

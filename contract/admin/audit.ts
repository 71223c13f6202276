import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';

/* The audit trail of admin changes (GET /api/v1/audit). */

const AUDIT_RESOURCES = [
  'settings',
  'image',
  'partner',
  'highlight',
  'news',
  'newsLogo',
  'testimonial',
  'project',
  /** A project's dated update (its resourceId is the update's id). */
  'projectUpdate',
  'donation',
  'document',
  'form10bd',
  /** A person's two-factor sign-in switched on or off (docs/product.md §6). */
  'twoFactor',
  /** A person of the admin team (docs/product.md §6): added, removed, a new role or password. */
  'admin',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

const AUDIT_ACTIONS = [
  'create',
  'edit',
  'delete',
  'pin',
  'complete',
  'upload',
  'confirm',
  'reject',
  /** Donors' private details taken out of the site (Form 10BD): not a change, but recorded. */
  'export',
  /** Donors' private details seen (a project's gifts, a receipt): not a change, but recorded. */
  'view',
  /** A receipt mailed to its donor again, at an admin's asking. */
  'send',
  /** A receipt link replaced: the old one no longer opens the receipt. */
  'revoke',
  /** A list put in a new order (its resourceId: a project status, else null). */
  'reorder',
  /** An item brought back: from the bin, or as an earlier version (or settings entry) had it. */
  'restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How many changes one call answers at most, whatever limit asks for. */
export const AUDIT_MAX_LIMIT = 100;
const AUDIT_DEFAULT_LIMIT = 20;

export const AuditQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, default: AUDIT_DEFAULT_LIMIT })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  /** When, ISO 8601 in UTC. */
  at: Type.String(),
  adminId: Type.Union([Type.Integer(), Type.Null()]),
  adminEmail: Type.String(),
  resource: StringEnum(AUDIT_RESOURCES),
  /** The row's id or a project's slug; null for settings and a batch of images. */
  resourceId: Type.Union([Type.String(), Type.Null()]),
  action: StringEnum(AUDIT_ACTIONS),
  summary: Type.String(),
  /** Settings only: the changed entries before and after, by name. */
  before: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  after: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  /** The version the change made (GET /api/v1/versions); null for a change that makes none. */
  versionId: Type.Union([Type.Integer(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditList = Type.Array(AuditEntry);
export type AuditList = Static<typeof AuditList>;

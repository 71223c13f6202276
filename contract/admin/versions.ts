import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';

/*
 * An item's versions and the bin of deleted items (issue 31): GET /api/v1/versions,
 * POST /api/v1/versions/{versionId}/restore, GET /api/v1/bin, POST /api/v1/bin/{entryId}/restore.
 */

/** The kinds of item with versions: each its path after /api/v1/, with '-' for '/'. */
const VERSION_KINDS = [
  'partners',
  'highlights',
  /** The gallery's images. */
  'images',
  'news',
  'news-logos',
  'testimonials',
  'projects',
  'documents',
  /** A settings entry, its id the entry's name (`hero`). */
  'settings',
  /** A project's dated update. */
  'project-updates',
] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

const VERSION_ACTIONS = [
  'create',
  'edit',
  'restore',
  /** The first version, recorded by the migration for an item that existed before versions. */
  'upgrade',
] as const;

export const Version = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(VERSION_KINDS),
  /** The item's id as a string (a number for most kinds; a settings entry's name). */
  itemId: Type.String(),
  /** When, ISO 8601 in UTC. */
  at: Type.String(),
  adminEmail: Type.String(),
  action: StringEnum(VERSION_ACTIONS),
  /** The audit trail's entry of the change that made it, if any. */
  auditId: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * The item as this version had it, in its own API's field names (both languages; an image or
   * file as its URL). A settings entry's: `{ value }`.
   */
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type Version = Static<typeof Version>;

/** A deleted item, kept 30 days before it is purged with its files. */
export const BinEntry = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(VERSION_KINDS),
  itemId: Type.String(),
  /** The item's name or heading, as the audit trail shows it. */
  summary: Type.String(),
  /** ISO 8601 in UTC. */
  deletedAt: Type.String(),
  /** The e-mail of the admin who deleted it. */
  deletedBy: Type.String(),
  /** ISO 8601 in UTC: deletedAt and 30 days. */
  purgeAt: Type.String(),
  /** The item as its API answered it, its image as a URL. */
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type BinEntry = Static<typeof BinEntry>;

/** What restoring a bin entry answers: the item back in its place. */
export const BinRestored = Type.Object({ kind: StringEnum(VERSION_KINDS), itemId: Type.String() });
export type BinRestored = Static<typeof BinRestored>;

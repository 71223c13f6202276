import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';

/*
 * Every version of a content item and of each settings entry (issue 31): who saved it, when, and
 * the item as it then was (GET /api/v1/versions), and the restore of one (POST …/restore).
 */

/** The versioned kinds: the resource's path after /api/v1/ with '-' for '/'. */
export const VERSION_KINDS = [
  'partners',
  'highlights',
  'images',
  'news',
  'news-logos',
  'testimonials',
  'projects',
  'documents',
  'settings',
  /** A project's dated update. */
  'project-updates',
] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

const VERSION_ACTIONS = [
  'create',
  'edit',
  'restore',
  /** The first version of an item that existed before versions were kept. */
  'upgrade',
] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

export const VersionQuery = Type.Object({
  kind: StringEnum(VERSION_KINDS),
  /** The row's numeric id; for settings the entry's name (e.g. heroHeading). */
  id: Type.String({ minLength: 1, maxLength: 100 }),
});
export type VersionQuery = Static<typeof VersionQuery>;

export const VersionParams = Type.Object({ versionId: Type.Integer({ minimum: 1 }) });
export type VersionParams = Static<typeof VersionParams>;

export const Version = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(VERSION_KINDS),
  itemId: Type.String(),
  /** When, ISO 8601 in UTC. */
  at: Type.String(),
  adminEmail: Type.String(),
  action: StringEnum(VERSION_ACTIONS),
  /** The audit trail's entry of the change that made it; null for an 'upgrade' version. */
  auditId: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * The item as it was, in the field names its own API answers (both languages; an image or file
   * as the URL the API answers). A settings entry: `{ value }`, its stored content.
   */
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type Version = Static<typeof Version>;

export const VersionList = Type.Array(Version);
export type VersionList = Static<typeof VersionList>;

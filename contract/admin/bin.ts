import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { VERSION_KINDS, type VersionKind } from './versions';

/*
 * The bin (issue 31): a deleted item waits there for BIN_DAYS days, with its files, and comes
 * back in one step with its id, its image and its place in lists; then it is purged.
 */

/**
 * The kinds of item a delete puts in the bin: the versions' kinds (the resource's path after
 * /api/v1/ with '-' for '/') but `settings`, which is never deleted.
 */
export type BinKind = Exclude<VersionKind, 'settings'>;
export const BIN_KINDS = VERSION_KINDS.filter((kind): kind is BinKind => kind !== 'settings');

/** How long a deleted item stays in the bin before it is purged with its files. */
export const BIN_DAYS = 30;

/** GET /api/v1/bin: one deleted item. */
export const BinEntry = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(BIN_KINDS),
  /** The item's own id (a number, as text); a project's is its numeric id, not its slug. */
  itemId: Type.String(),
  /** Its name or heading, as the audit trail shows it. */
  summary: Type.String(),
  /** When it was deleted, and by whom (an admin's e-mail), ISO 8601 in UTC. */
  deletedAt: Type.String(),
  deletedBy: Type.String(),
  /** When it is purged: BIN_DAYS days after deletedAt. */
  purgeAt: Type.String(),
  /** The item as its API answered it; images as URLs, which keep opening while it is here. */
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type BinEntry = Static<typeof BinEntry>;

/** Newest first. */
export const BinList = Type.Array(BinEntry);
export type BinList = Static<typeof BinList>;

/** POST /api/v1/bin/{entryId}/restore: what came back. */
export const BinRestored = Type.Object({
  kind: StringEnum(BIN_KINDS),
  itemId: Type.String(),
});
export type BinRestored = Static<typeof BinRestored>;

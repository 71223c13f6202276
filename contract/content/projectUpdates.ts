import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, RequiredText, Rupees } from '../common/common';
import { LIMITS } from '../common/limits';
import { ProjectSlug } from './entities';
import { PUBLISHING_ANSWER, PUBLISHING_FORM_FIELDS } from './publishing';

/*
 * A project's dated updates (docs/product.md §3): what was done, in English and in Urdu (both
 * required: an update is written once, whole), what it reports was spent, and its photos.
 */

export const ProjectUpdate = Type.Object({
  id: Id,
  date: IsoDate,
  text: Type.String(),
  textUr: Type.String(),
  /** Whole rupees the update reports were spent; null when it names no amount. */
  spent: Type.Union([Type.Integer(), Type.Null()]),
  /** Site-relative URLs (`/user/upload/ProjectUpdates/<file>`), in the order given. */
  images: Type.Array(Type.String()),
  ...PUBLISHING_ANSWER,
});
export type ProjectUpdate = Static<typeof ProjectUpdate>;

/** GET /projects/{projectId}/updates: newest first (by date, then the latest added). */
export const ProjectUpdateList = Type.Array(ProjectUpdate);

/** What a write answers to those who edit: the update and whether donors are to be told of it. */
export const ProjectUpdateRecord = Type.Object({
  ...ProjectUpdate.properties,
  notify: Type.Boolean(),
});
export type ProjectUpdateRecord = Static<typeof ProjectUpdateRecord>;

/** Text fields of POST /projects/{projectId}/updates; the photos travel in field `images`. */
export const ProjectUpdateFields = Type.Object({
  text: RequiredText(LIMITS.text),
  textUr: RequiredText(LIMITS.text),
  /** Defaults to today; never in the future. */
  date: Type.Optional(IsoDate),
  spent: Type.Optional(Rupees),
  /** Tell the donors who asked for updates (false unless sent). */
  notify: Type.Optional(Type.Boolean()),
  ...PUBLISHING_FORM_FIELDS,
});
export type ProjectUpdateFields = Static<typeof ProjectUpdateFields>;

/**
 * Text fields of PATCH: the fields sent change; `spent` sent empty clears it. `keepImages` lists
 * the stored photos to keep (their URLs as answered, separated by commas; empty keeps none, not
 * sent keeps all); new photos in field `images` are added after them. Whether donors were told
 * is decided once, when the update is posted.
 */
export const ProjectUpdatePatchFields = Type.Partial(
  Type.Object({
    ...Type.Omit(ProjectUpdateFields, ['notify']).properties,
    keepImages: Type.String({ maxLength: LIMITS.url }),
  }),
);
export type ProjectUpdatePatchFields = Static<typeof ProjectUpdatePatchFields>;

export const ProjectUpdateParams = Type.Object({ id: ProjectSlug, updateId: Id });
export type ProjectUpdateParams = Static<typeof ProjectUpdateParams>;

import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { PUBLISH_STATES, STATUS_ALL } from './rules';

/*
 * Drafts and schedules (issue 31, points 3 and 4). Every content item (partners, highlights,
 * gallery images, news, news logos, testimonials, projects, documents, project updates) carries
 * a publishing state and an optional window in which it is public:
 *
 * - `status`: `draft` (never public) or `published` (the default, and every item from before).
 *   A project's own `status` is SPEC's `active` or `completed`, so a project answers and takes
 *   its publishing state as `publishStatus`.
 * - `publishAt`, `unpublishAt`: ISO 8601 instants with an offset or Z (the admin enters them in
 *   the trust's time zone, the `timeZone` setting); null or absent: no bound. A published item is
 *   public from `publishAt` (inclusive) until `unpublishAt` (exclusive).
 *
 * Public answers, pages, the sitemap and the caches show only what is public now. A list asked
 * for with `?status=all` by someone who may edit it also holds drafts and scheduled items (a
 * project list: `?status=all` names every project, any SPEC status, any publishing state).
 * Without it, token or not, it holds only what is public now, as SPEC's clients expect.
 */

export const PublishState = StringEnum(PUBLISH_STATES, {
  description: 'draft: never public; published: public within publishAt and unpublishAt.',
});
export type PublishState = Static<typeof PublishState>;

/** An instant: `2027-02-28T18:30:00Z` or `2027-03-01T00:00:00+05:30`. */
export const ISO_INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})$';

const Instant = Type.String({ pattern: ISO_INSTANT_PATTERN, maxLength: 40 });
const InstantOrNone = Type.Union([Instant, Type.Null()]);

/** What every content item answers (a project: `publishStatus` in place of `status`). */
const PUBLISHING = {
  status: PublishState,
  publishAt: Type.Union([Instant, Type.Null()], {
    description: 'When it becomes public (ISO 8601), or null: as soon as it is published.',
  }),
  unpublishAt: Type.Union([Instant, Type.Null()], {
    description: 'When it stops being public (ISO 8601), or null: never.',
  }),
};

/**
 * What a JSON create or edit takes: each optional; null or '' clears a bound. A multipart form
 * sends the same names as text ('' clears).
 */
export const PUBLISHING_FIELDS = {
  status: Type.Optional(PublishState),
  publishAt: Type.Optional(Type.Union([InstantOrNone, Type.Literal('')])),
  unpublishAt: Type.Optional(Type.Union([InstantOrNone, Type.Literal('')])),
};

/**
 * The same fields as an item's schema carries them: the server answers all three on every item,
 * but a client from before them (SPEC's calls) need not know of them, so the schema marks them
 * optional.
 */
export const PUBLISHING_ANSWER = {
  status: Type.Optional(PUBLISHING.status),
  publishAt: Type.Optional(PUBLISHING.publishAt),
  unpublishAt: Type.Optional(PUBLISHING.unpublishAt),
};

/** A multipart form's publishing fields: text only ('' clears a bound). */
export const PUBLISHING_FORM_FIELDS = {
  status: PUBLISHING_FIELDS.status,
  publishAt: Type.Optional(Type.Union([Instant, Type.Literal('')])),
  unpublishAt: Type.Optional(Type.Union([Instant, Type.Literal('')])),
};

export const Publishing = Type.Object(PUBLISHING);
export type Publishing = Static<typeof Publishing>;

/** `?status=all` on a list (only for someone who may edit it; others get the public list). */
export const StatusAllQuery = Type.Optional(
  Type.Literal(STATUS_ALL, {
    description:
      'all: drafts and scheduled items too (for someone who may edit the list; otherwise ignored).',
  }),
);

/** The query of a list that takes nothing else: `?status=all`. */
export const StatusQuery = Type.Object({ status: StatusAllQuery });
export type StatusQuery = Static<typeof StatusQuery>;

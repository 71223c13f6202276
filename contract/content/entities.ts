import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import {
  HttpUrl,
  Id,
  IsoDate,
  ListEnvelope,
  PageQuery,
  RequiredText,
  Rupees,
} from '../common/common';
import { LIMITS } from '../common/limits';
import { PROJECT_ID_PATTERN, PROJECT_STATUSES, STATUS_ALL, URDU_MISSING } from './rules';
import {
  PUBLISHING_ANSWER,
  PUBLISHING_FIELDS,
  PUBLISHING_FORM_FIELDS,
  StatusAllQuery,
} from './publishing';

/* Answers. Image fields hold site-relative URLs (`/user/upload/<Kind>/<file>`), except a
   project's `image`, which is a bare file name under `/user/upload/ProjectPhoto/`. The file's
   name carries its size and leads to its narrower WebP copies (imageVariants.ts). */

/** The Urdu of a content text (issue 12): null until an admin gives it; the English shows then. */
export const Urdu = Type.Union([Type.String(), Type.Null()], {
  description: 'The Urdu of the English field it follows; null until given (show the English).',
});
/** A form's Urdu field: optional; blank (or left out on a new item) stores no Urdu. */
export const UrduField = (maxLength: number) =>
  Type.Optional(
    Type.String({
      maxLength,
      description: 'The Urdu of the English field it follows; blank or left out: none.',
    }),
  );

/**
 * An item's place in its list (issue 31): lists answer items by ascending position, then id, and
 * `PUT …/order` sets it (1, 2, 3…). Places may skip numbers (after a delete) or fall below 1 (a
 * new item placed first); a project's counts within its status.
 */
const Position = Type.Integer({
  description:
    'Its place in the list: ascending, set by PUT …/order; numbers may skip, and a new item placed first may be below 1.',
});

/** What an item named in both languages answers besides its own fields. */
const NAMED = {
  id: Id,
  name: Type.String(),
  nameUr: Urdu,
  position: Position,
  ...PUBLISHING_ANSWER,
};

/** Its name is the image's alt text: the uploaded file's name until an admin renames it. */
export const GalleryImage = Type.Object({ ...NAMED, image: Type.String() });
export type GalleryImage = Static<typeof GalleryImage>;

export const Partner = Type.Object({ ...NAMED, logo: Type.String() });
export type Partner = Static<typeof Partner>;

export const Highlight = Type.Object({
  id: Id,
  position: Position,
  heading: Type.String(),
  headingUr: Urdu,
  subHeading: Type.String(),
  subHeadingUr: Urdu,
  image: Type.String(),
  ...PUBLISHING_ANSWER,
});
export type Highlight = Static<typeof Highlight>;

export const NewsLogo = Type.Object({ ...NAMED, image: Type.String() });
export type NewsLogo = Static<typeof NewsLogo>;

export const NewsItem = Type.Object({
  id: Id,
  heading: Type.String(),
  headingUr: Urdu,
  /** The source logo's image URL, ready for an <img>. */
  logo: Type.String(),
  logoId: Id,
  logoName: Type.String(),
  logoNameUr: Urdu,
  link: Type.String(),
  image: Type.String(),
  date: IsoDate,
  pinned: Type.Boolean(),
  ...PUBLISHING_ANSWER,
});
export type NewsItem = Static<typeof NewsItem>;

export const Testimonial = Type.Object({ ...NAMED, video: Type.String() });
export type Testimonial = Static<typeof Testimonial>;

export const ProjectStatus = StringEnum(PROJECT_STATUSES);
export type ProjectStatus = Static<typeof ProjectStatus>;

export const ProjectSlug = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: PROJECT_ID_PATTERN,
});

export const Project = Type.Object({
  id: Id,
  projectId: Type.String(),
  title: Type.String(),
  titleUr: Urdu,
  /** Bare file name under `/user/upload/ProjectPhoto/`. */
  image: Type.String(),
  projectDetails: Type.String(),
  projectDetailsUr: Urdu,
  /** Computed from the project's donations. */
  supportersCount: Type.Integer(),
  /** Computed from the project's donations, in whole rupees. */
  raised: Type.Integer(),
  goal: Type.Integer(),
  link: Type.String(),
  status: ProjectStatus,
  /** Zakat given to it reaches those entitled to Zakat (a badge on its card and page). */
  acceptsZakat: Type.Boolean(),
  position: Position,
  /** Its publishing state (issue 31): `status` is SPEC's active or completed. */
  publishStatus: PUBLISHING_ANSWER.status,
  publishAt: PUBLISHING_ANSWER.publishAt,
  unpublishAt: PUBLISHING_ANSWER.unpublishAt,
});
export type Project = Static<typeof Project>;

/* Requests. */

/**
 * A new order of a list (`PUT /api/v1/KIND/order`): every item's id, each once, first to last;
 * for projects, every project of one status.
 */
export const OrderBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
export type OrderBody = Static<typeof OrderBody>;

/** A form's name and heading: the English required, the Urdu optional. */
const NAME_FIELDS = {
  name: RequiredText(LIMITS.name),
  nameUr: UrduField(LIMITS.name),
  ...PUBLISHING_FORM_FIELDS,
};
const HEADING_FIELDS = {
  heading: RequiredText(LIMITS.heading),
  headingUr: UrduField(LIMITS.heading),
  ...PUBLISHING_FORM_FIELDS,
};

/** JSON: the publishing bounds may also be null (no bound). */
export const TestimonialBody = Type.Object({
  ...NAME_FIELDS,
  ...PUBLISHING_FIELDS,
  video: HttpUrl,
});
export type TestimonialBody = Static<typeof TestimonialBody>;

/** Text fields of the multipart forms; the file travels in field `image`. */
export const PartnerFields = Type.Object(NAME_FIELDS);
export type PartnerFields = Static<typeof PartnerFields>;

export const HighlightFields = Type.Object({
  ...HEADING_FIELDS,
  subHeading: RequiredText(LIMITS.heading),
  subHeadingUr: UrduField(LIMITS.heading),
});
export type HighlightFields = Static<typeof HighlightFields>;

export const NewsFields = Type.Object({
  ...HEADING_FIELDS,
  /** The id of a news logo. */
  logo: Type.Integer({ minimum: 1 }),
  link: HttpUrl,
  /** Defaults to today. */
  date: Type.Optional(IsoDate),
});
export type NewsFields = Static<typeof NewsFields>;

export const NewsLogoFields = Type.Object(NAME_FIELDS);
export type NewsLogoFields = Static<typeof NewsLogoFields>;

const UrduMissingQuery = Type.Optional(
  Type.Literal(URDU_MISSING, {
    description: 'missing: only the items with a text whose Urdu is not given yet',
  }),
);

export const NewsQuery = Type.Object({
  ...PageQuery.properties,
  urdu: UrduMissingQuery,
  status: StatusAllQuery,
});
export type NewsQuery = Static<typeof NewsQuery>;
export const TestimonialsQuery = NewsQuery;
/** What an admin's paged list asks for: a page, its size, and whether only items lacking Urdu. */
export type AdminListQuery = Required<Pick<NewsQuery, 'page' | 'limit'>> & Pick<NewsQuery, 'urdu'>;
export const ProjectsQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(
    Type.Union([ProjectStatus, Type.Literal(STATUS_ALL)], {
      description:
        'active or completed: only those (public now, unless publishStatus=all); all: every project, drafts and scheduled ones too, for someone who may edit them (otherwise the public list).',
    }),
  ),
  publishStatus: Type.Optional(
    Type.Literal(STATUS_ALL, {
      description:
        "all: with status=active or completed, that status's drafts and scheduled projects too, for someone who may edit them (otherwise ignored).",
    }),
  ),
  urdu: UrduMissingQuery,
});
export type ProjectsQuery = Static<typeof ProjectsQuery>;

export const ProjectSlugParams = Type.Object({ id: ProjectSlug });
export type ProjectSlugParams = Static<typeof ProjectSlugParams>;

export const GalleryList = Type.Array(GalleryImage);
export const PartnerList = Type.Array(Partner);
export const HighlightList = Type.Array(Highlight);
export const NewsLogoList = Type.Array(NewsLogo);

export const NewsPage = ListEnvelope(NewsItem);
export const ProjectPage = ListEnvelope(Project);
export const TestimonialPage = ListEnvelope(Testimonial);

/* Edit requests: every field is optional and only the fields sent change, but a text that is
   sent must not be empty. The multipart ones may carry a new file in field `image`. */

/** A gallery image's texts; its file comes with the upload, and only its name is edited. */
export const GalleryImageFields = Type.Object(NAME_FIELDS);
export type GalleryImageFields = Static<typeof GalleryImageFields>;

export const GalleryImagePatchFields = Type.Partial(GalleryImageFields);
export type GalleryImagePatchFields = Static<typeof GalleryImagePatchFields>;

export const PartnerPatchFields = Type.Partial(PartnerFields);
export type PartnerPatchFields = Static<typeof PartnerPatchFields>;

export const HighlightPatchFields = Type.Partial(HighlightFields);
export type HighlightPatchFields = Static<typeof HighlightPatchFields>;

export const NewsPatchFields = Type.Partial(NewsFields);
export type NewsPatchFields = Static<typeof NewsPatchFields>;

export const NewsLogoPatchFields = Type.Partial(NewsLogoFields);
export type NewsLogoPatchFields = Static<typeof NewsLogoPatchFields>;

export const TestimonialPatch = Type.Partial(TestimonialBody);
export type TestimonialPatch = Static<typeof TestimonialPatch>;

/** Text fields of POST /projects; the photo travels in field `image`. */
export const ProjectFields = Type.Object({
  projectId: ProjectSlug,
  title: RequiredText(LIMITS.heading),
  titleUr: UrduField(LIMITS.heading),
  projectDetails: RequiredText(LIMITS.text),
  projectDetailsUr: UrduField(LIMITS.text),
  goal: Rupees,
  link: HttpUrl,
  /** Defaults to active. */
  status: Type.Optional(ProjectStatus),
  /** Defaults to false. */
  acceptsZakat: Type.Optional(Type.Boolean()),
  /** Its publishing state (draft or published, default published) and window. */
  publishStatus: PUBLISHING_FORM_FIELDS.status,
  publishAt: PUBLISHING_FORM_FIELDS.publishAt,
  unpublishAt: PUBLISHING_FORM_FIELDS.unpublishAt,
});
export type ProjectFields = Static<typeof ProjectFields>;

/** `projectId` is left out: it is the project's public URL and never changes. */
export const ProjectPatchFields = Type.Partial(Type.Omit(ProjectFields, ['projectId']));
export type ProjectPatchFields = Static<typeof ProjectPatchFields>;

/** How many items of each kind of content still lack their Urdu (the admin home). */
export const UrduMissingCounts = Type.Object({
  gallery: Type.Integer(),
  partners: Type.Integer(),
  highlights: Type.Integer(),
  newsLogos: Type.Integer(),
  news: Type.Integer(),
  testimonials: Type.Integer(),
  projects: Type.Integer(),
});
export type UrduMissingCounts = Static<typeof UrduMissingCounts>;

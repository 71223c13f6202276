/*
 * The site's content: gallery, partners, highlights, news and their logos, testimonials, projects
 * and their updates.
 */

export {
  GalleryImage,
  GalleryImageFields,
  GalleryImagePatchFields,
  GalleryList,
  Highlight,
  HighlightFields,
  HighlightList,
  HighlightPatchFields,
  NewsFields,
  NewsItem,
  NewsLogo,
  NewsLogoFields,
  NewsLogoList,
  NewsLogoPatchFields,
  NewsPage,
  NewsPatchFields,
  NewsQuery,
  OrderBody,
  Partner,
  PartnerFields,
  PartnerList,
  PartnerPatchFields,
  Project,
  ProjectFields,
  ProjectPage,
  ProjectPatchFields,
  ProjectSlugParams,
  ProjectStatus,
  ProjectsQuery,
  Testimonial,
  TestimonialBody,
  TestimonialPage,
  TestimonialPatch,
  TestimonialsQuery,
  UrduMissingCounts,
} from './entities';
export type { AdminListQuery } from './entities';
export type { PublishStateName } from './rules';
export {
  ProjectUpdate,
  ProjectUpdateFields,
  ProjectUpdateList,
  ProjectUpdateParams,
  ProjectUpdatePatchFields,
  ProjectUpdateRecord,
} from './projectUpdates';
export {
  ISO_INSTANT_PATTERN,
  PUBLISHING_FIELDS,
  PublishState,
  Publishing,
  StatusAllQuery,
  StatusQuery,
} from './publishing';
export {
  DEFAULT_TIME_ZONE,
  PUBLISH_STATES,
  STATUS_ALL,
  asksForAll,
  isPublicAt,
  MAX_UPDATE_IMAGES,
  PROJECT_ID_PATTERN,
  PROJECT_STATUSES,
  URDU_MISSING,
  isReservedProjectId,
} from './rules';

// Drafts and schedules (issue 31): what is public now, `?status=all` for those who edit, the
// publishing fields a write takes and an item answers, and the next schedule boundary.
export {
  PUBLISHING_NOTE,
  nextBoundary,
  projectPublishingOf,
  publicAt,
  publishingOf,
  publishingValues,
  readScope,
  showsAll,
  withPublishing,
  withoutPublishing,
} from './publishing';
export type { PublishingColumns, PublishingInput, PublishingValues } from './publishing';

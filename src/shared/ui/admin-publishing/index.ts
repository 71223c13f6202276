export type { PublishingValues } from './publishing';
export { usePublishingForm } from './usePublishingForm';
export { publishingColumn } from './publishingColumn';
export { PUBLISHING, PublishingFields } from './PublishingFields';
export { PublishingMarks } from './PublishingMarks';

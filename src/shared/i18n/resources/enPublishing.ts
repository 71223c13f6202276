import { publishing } from './en/publishing';

/** The English texts of drafts and schedules: a chunk of their own (loadTexts.ts). */
export const enPublishing = { ...publishing };

import type { AuditResource, BinKind } from '@contract/admin';

/*
 * What the bin says of each kind of item: its name in the audit trail, and what may keep it from
 * coming back (a row it refers to that is gone, a unique field another item took meanwhile).
 */

type KindRules = {
  resource: AuditResource;
  /** What a message calls one such item. */
  what: string;
  /** The item it refers to, which must be there for it to come back. */
  parent?: string;
  /** Its field no other item of its kind may share. */
  unique?: string;
};

export const BIN_KIND_RULES: Record<BinKind, KindRules> = {
  partners: { resource: 'partner', what: 'partner' },
  highlights: { resource: 'highlight', what: 'highlight' },
  images: { resource: 'image', what: 'gallery image' },
  news: { resource: 'news', what: 'news item', parent: 'news logo' },
  'news-logos': { resource: 'newsLogo', what: 'news logo', unique: 'name' },
  testimonials: { resource: 'testimonial', what: 'testimonial' },
  projects: { resource: 'project', what: 'project', unique: 'project id' },
  documents: { resource: 'document', what: 'document' },
  'project-updates': { resource: 'projectUpdate', what: 'project update', parent: 'project' },
};

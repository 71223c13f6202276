import type { AuditResource, VersionKind } from '@contract/admin';
import { TAG, type TagType } from '@/shared/api';

/** Each kind of item with versions as the audit trail names its resource. */
const RESOURCE_OF_KIND: Record<VersionKind, AuditResource> = {
  partners: 'partner',
  highlights: 'highlight',
  images: 'image',
  news: 'news',
  'news-logos': 'newsLogo',
  testimonials: 'testimonial',
  projects: 'project',
  documents: 'document',
  settings: 'settings',
  'project-updates': 'projectUpdate',
};

/** The audit trail's resource of a kind: its name in words is `adminAuditResource.<resource>`. */
export function resourceOfKind(kind: VersionKind): AuditResource {
  return RESOURCE_OF_KIND[kind];
}

/** The kind of versions of an audit trail's resource, if it has versions. */
export function kindOfResource(resource: AuditResource): VersionKind | undefined {
  return (Object.keys(RESOURCE_OF_KIND) as VersionKind[]).find(
    (kind) => RESOURCE_OF_KIND[kind] === resource,
  );
}

/**
 * The cache tag of each kind: what a restore (of a version or from the bin) invalidates, so every
 * list and screen showing that kind reloads. Here, not in shared/api, so that only the admin's
 * chunks carry it.
 */
export const VERSION_KIND_TAG: Record<VersionKind, TagType> = {
  partners: TAG.Partner,
  highlights: TAG.Highlight,
  images: TAG.GalleryImage,
  news: TAG.News,
  'news-logos': TAG.NewsLogo,
  testimonials: TAG.Testimonial,
  projects: TAG.Project,
  documents: TAG.TrustDocument,
  settings: TAG.Setting,
  'project-updates': TAG.ProjectUpdate,
};

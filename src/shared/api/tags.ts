/** Cache tag types, one per resource. Lists use `{type, id: LIST_ID}`, items `{type, id}`. */
export const TAG = {
  Setting: 'Setting',
  GalleryImage: 'GalleryImage',
  Partner: 'Partner',
  Highlight: 'Highlight',
  News: 'News',
  NewsLogo: 'NewsLogo',
  Testimonial: 'Testimonial',
  Project: 'Project',
  Donor: 'Donor',
  TrustDocument: 'TrustDocument',
} as const;

export type TagType = (typeof TAG)[keyof typeof TAG];

export const TAG_TYPES = Object.values(TAG);

export const LIST_ID = 'LIST';

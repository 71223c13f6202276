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
  /** A project's updates: one list per project, its tag id the projectId. */
  ProjectUpdate: 'ProjectUpdate',
  Gift: 'Gift',
  GiftMessages: 'GiftMessages',
  TrustDocument: 'TrustDocument',
  TwoFactor: 'TwoFactor',
  TeamMember: 'TeamMember',
  TeamPolicy: 'TeamPolicy',
  OwnerNotice: 'OwnerNotice',
  /** An item's versions: one list per item, its tag id `${kind}/${itemId}`. */
  Version: 'Version',
  /** The bin of deleted items: one list. */
  BinEntry: 'BinEntry',
} as const;

export type TagType = (typeof TAG)[keyof typeof TAG];

export const TAG_TYPES = Object.values(TAG);

export const LIST_ID = 'LIST';

/** The names of an item's fields that hold a string or a number: what can serve as its tag id. */
type IdField<Item> = {
  [K in keyof Item]-?: Item[K] extends string | number ? K : never;
}[keyof Item];

/**
 * A list answer's tags: one per item (its id taken from `field`), and the list's own, which an
 * add or delete invalidates.
 */
export function listTags<Item>(type: TagType, items: readonly Item[] = [], field: IdField<Item>) {
  return [
    ...items.map((item) => ({ type, id: item[field] as string | number })),
    { type, id: LIST_ID },
  ];
}

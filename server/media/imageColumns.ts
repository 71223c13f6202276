import type { UploadKind } from '@contract/uploads';

/** The tables whose `image` column names a stored file, and the kind of upload it is. */
export const IMAGE_COLUMNS = [
  ['galleryImages', 'gallery'],
  ['partners', 'partner'],
  ['highlights', 'highlight'],
  ['newsLogos', 'newsLogo'],
  ['news', 'news'],
  ['projects', 'project'],
  ['projectUpdateImages', 'projectUpdate'],
] as const satisfies readonly (readonly [string, UploadKind])[];

import { uploadUrl } from '@contract/uploads';

/** A project's `image` is a bare file name; photos live under /user/upload/ProjectPhoto/. */
export function projectImageUrl(image: string): string {
  return uploadUrl('project', encodeURIComponent(image));
}

/** Project cards share the home grid: at least 300 px, three across the 1200 px container. */
export const PROJECT_CARD_SIZES =
  '(min-width: 1200px) 376px, (min-width: 980px) 33vw, (min-width: 660px) 50vw, ' +
  'calc(100vw - 32px)';

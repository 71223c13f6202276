import { uploadUrl } from '@contract';

/** A project's `image` is a bare file name; photos live under /user/upload/ProjectPhoto/. */
export function projectImageUrl(image: string): string {
  return uploadUrl('project', encodeURIComponent(image));
}

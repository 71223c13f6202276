import { checkUpload, type UploadKind } from '@contract/uploads';
import { notifyError } from '@/shared/ui/toast';
import { uploadMessageKey } from './uploadMessage';

/** Type and size refusals share one toast (docs/product.md §8), so repeated tries do not stack. */
export const IMAGE_ERROR_TOAST_ID = 'image-error';

type Translate = (key: ReturnType<typeof uploadMessageKey>) => string;

/**
 * Checks a chosen file against the contract's rules for `kind`; a refusal is told in the shared
 * image toast, top centre. True when the file may be sent.
 */
export function acceptImage(kind: UploadKind, file: File, t: Translate): boolean {
  const check = checkUpload(kind, file);
  if (check.ok) return true;
  notifyError(t(uploadMessageKey(check.message)), {
    position: 'top-center',
    toastId: IMAGE_ERROR_TOAST_ID,
  });
  return false;
}

/* Uploaded images: what each kind accepts, and how stored images and their variants are named. */

export {
  IMAGE_WIDTHS,
  imageSetOf,
  mainImageName,
  parseImageName,
  storedImageFiles,
  variantHeight,
  variantImageName,
  variantWidths,
} from './imageVariants';
export {
  EXTENSION_BY_TYPE,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  MIME_BY_TYPE,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  UPLOAD_URL_PREFIX,
  acceptFor,
  checkUpload,
  uploadKindOfDir,
  uploadUrl,
} from './uploads';
export type { ImageType, UploadKind } from './uploads';

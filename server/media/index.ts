// Uploads (form parsing, checks from the bytes), stored files and their image variants, the upgrade
// of older images and the sweep of stray files at start.
export { readDocumentForm } from './documentFiles';
export type { DocumentStore } from './documentFiles';
export { upgradeLegacyImages } from './imageUpgrade';
export type { UpgradeOutcome } from './imageUpgrade';
export { hasShareCopy, shareCopyOf, storedFilesOf } from './shareImage';
export { sweepUploads } from './uploadSweep';
export type { SweepOutcome } from './uploadSweep';
export {
  MAX_FILES,
  decodeImage,
  fileIn,
  readMultipart,
  requireFile,
  uploadsPlugin,
} from './uploads';
export type { DecodedImage, UploadStore } from './uploads';

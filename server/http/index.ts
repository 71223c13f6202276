// HTTP plumbing every route shares: errors, validation, paging, ETags, answer caches, the
// content version that tells caches of an admin write, and the data folder's disk errors.
export { chooseEncoding, compressedOnce, pageCompressed } from './compressOnce';
export type { Encoding } from './compressOnce';
export { CHECK_EVERY_MS, contentVersionPlugin } from './contentVersion';
export { today } from './dates';
export { deleteRoute } from './deleteRoute';
export { donorsOwn } from './donorsOwn';
export {
  DISK_FULL_MESSAGE,
  DataDirError,
  EXIT_DATA_DIR_NOT_WRITABLE,
  NOT_WRITABLE_MESSAGE,
  assertWritable,
} from './diskErrors';
export {
  HttpError,
  answerRouterError,
  conflict,
  errorBody,
  notFound,
  registerErrorHandler,
} from './errors';
export { answerNotModified, etagPlugin, weakEtagOf } from './etag';
export { envelope, paging } from './paging';
export { PUBLIC_CACHE, responseCachePlugin } from './responseCache';
export { named, schemaCompilers } from './schemaCompilers';
export {
  findProblem,
  refuseInfiniteNumbers,
  urduBlanksAsNull,
  validateChanges,
  validateFields,
} from './validation';

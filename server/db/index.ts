// The database: Kysely on SQLite or PostgreSQL (by config), its schema, migrations and statement
// cache.
export {
  SQLITE_FILE,
  createDb,
  describeDatabase,
  isForeignKeyViolation,
  isUniqueViolation,
  isValueOutOfRange,
} from './connect';
export type { Db } from './connect';
export { MIGRATIONS, migrateToLatest } from './migrations';
export type { BinFile, Database, MailKind } from './schema';
export { storedSettings } from './storedSettings';
export { lacksUrdu, URDU_TEXTS } from './urduTexts';
export {
  columnsOf,
  filesNamedIn,
  filesOf,
  forgetVersions,
  keptVersions,
  photosOf,
  readItem,
  recordFirstVersions,
  renameVersionedImage,
  versionTable,
} from './versionData';
export type { ContentTable, KeptFile } from './versionData';
export type { UrduTable } from './urduTexts';

import type { ColumnType, Generated } from 'kysely';
import type { BinKind, Role, VersionAction, VersionKind } from '@contract/admin';
import type { PublishState } from '@contract/content';
import type { DocumentKind } from '@contract/documents';
import type { Language } from '@contract/pages';
import type { UploadKind } from '@contract/uploads';
import type {
  GiftPurpose,
  DonorDisplay,
  DonorIdType,
  GiftStatus,
  PaymentMode,
} from '@contract/gifts';

/*
 * The tables as the code sees them: camelCase names (Kysely's CamelCasePlugin maps them to the
 * snake_case columns). Image columns hold bare file names; URLs are built with uploadUrl().
 */

type Id = Generated<number>;
/** SQLite keeps booleans as 0/1 and PostgreSQL as true/false; both accept 0/1 on write. */
type Flag = ColumnType<boolean | number, number, number>;

type AdminsTable = {
  id: Id;
  email: string;
  passwordHash: string;
  createdAt: string;
  /** Raised when the password changes: tokens carrying an older version are refused. */
  tokenVersion: Generated<number>;
  role: ColumnType<Role, Role | undefined, Role>;
  /** ISO 8601, UTC; null until the first sign-in. */
  lastSignInAt: string | null;
  /** Two-factor sign-in: the TOTP secret (also while being set up), when it was switched on. */
  totpSecret: string | null;
  totpEnabledAt: string | null;
  /** The last time step a code was accepted for: a code is never taken twice. */
  totpLastStep: ColumnType<number | string | null, number | null | undefined, number | null>;
};
type RecoveryCodesTable = { id: Id; adminId: number; codeHash: string; usedAt: string | null };
type OwnerNoticesTable = {
  id: Id;
  at: string;
  adminEmail: string;
  summary: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
};
type TeamPolicyTable = { id: number; twoFactorRequired: Flag };
/** The Urdu of a content text: null until given; a new row may leave it out. */
type Urdu = ColumnType<string | null, string | null | undefined, string | null>;
/** PostgreSQL hands bigint columns back as strings; read them with Number(). */
type EpochMs = ColumnType<number | string, number, number>;
type LoginFailuresTable = { id: Generated<number | string>; key: string; failedAt: EpochMs };
/** One row per pledge a client address made (the pledge limit). */
type PledgeAttemptsTable = { id: Generated<number | string>; key: string; madeAt: EpochMs };
type RevokedTokensTable = { jti: string; expiresAt: EpochMs };
type SettingsTable = { id: Id; name: string; content: string };
/** One row (id 1): raised by every admin write, read by the caches of every instance. */
type ContentVersionTable = { id: number; version: number };
/**
 * An item's place in its list (issue 31), ascending, then by id. The app writes the place after
 * the last, or before the first (`nextPosition`, server/ordering).
 */
type Position = ColumnType<number, number | undefined, number>;
/**
 * An item's publishing state and window (issue 31, server/publishing): a draft is never public;
 * a published item is public from publishAt (inclusive) until unpublishAt (exclusive), epoch
 * milliseconds, null for no bound. A new row may leave them out: published, no window.
 */
type Publishing = {
  publishStatus: ColumnType<PublishState, PublishState | undefined, PublishState>;
  publishAt: ColumnType<number | string | null, number | null | undefined, number | null>;
  unpublishAt: ColumnType<number | string | null, number | null | undefined, number | null>;
};
/** An item named in both languages, with one stored image. */
type NamedImage = { id: Id; name: string; nameUr: Urdu; image: string; position: Position };
type GalleryImagesTable = NamedImage & Publishing;
type PartnersTable = NamedImage & Publishing;
type HighlightsTable = {
  id: Id;
  position: Position;
  heading: string;
  headingUr: Urdu;
  subHeading: string;
  subHeadingUr: Urdu;
  image: string;
} & Publishing;
type NewsLogosTable = NamedImage & Publishing;
type NewsTable = {
  id: Id;
  heading: string;
  headingUr: Urdu;
  logoId: number;
  link: string;
  image: string;
  date: string;
  pinned: Flag;
  /** When it was pinned (ISO 8601, UTC); null while not pinned. */
  pinnedAt: string | null;
} & Publishing;
type TestimonialsTable = {
  id: Id;
  name: string;
  nameUr: Urdu;
  video: string;
  position: Position;
} & Publishing;
type ProjectsTable = {
  id: Id;
  /** Its place among the projects of its status. */
  position: Position;
  projectId: string;
  title: string;
  titleUr: Urdu;
  status: 'active' | 'completed';
  goal: number;
  link: string;
  image: string;
  details: string;
  detailsUr: Urdu;
  acceptsZakat: ColumnType<boolean | number, number | undefined, number>;
} & Publishing;
export type GiftsTable = {
  id: Id;
  projectId: number;
  donorName: string | null;
  amount: number;
  date: string;
  createdAt: string;
  purpose: ColumnType<GiftPurpose, GiftPurpose | undefined, GiftPurpose>;
  shownAs: ColumnType<DonorDisplay, DonorDisplay | undefined, DonorDisplay>;
  hideAmount: ColumnType<boolean | number, number | undefined, number>;
  donorIdType: DonorIdType | null;
  donorIdNumber: string | null;
  donorAddress: string | null;
  donorEmail: string | null;
  donorPhone: string | null;
  paymentMode: ColumnType<PaymentMode, PaymentMode | undefined, PaymentMode>;
  paymentReference: string | null;
  status: ColumnType<GiftStatus, GiftStatus | undefined, GiftStatus>;
  receiptNumber: string | null;
  /** The language the donor reads: their mails and receipt page. */
  donorLanguage: ColumnType<Language, Language | undefined, Language>;
};

/* Donors hear back (migrations/mailMigration.ts, docs/mail.md). */
export type MailKind = 'receipt' | 'receipts_link' | 'project_update';
type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';
type MailOutboxTable = {
  id: Generated<number | string>;
  kind: MailKind;
  dedupeKey: string;
  recipient: string;
  language: Language;
  donationId: number | null;
  /** JSON: what the mail is made of when it is sent (mail/compose.ts). */
  payload: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  leaseUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};
type ReceiptLinksTable = {
  id: Id;
  donationId: number;
  token: string;
  createdAt: string;
  revokedAt: string | null;
};
type DonorLinksTable = {
  id: Id;
  email: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
};
type UpdateConsentsTable = {
  id: Id;
  email: string;
  projectId: number;
  donationId: number | null;
  language: Language;
  givenAt: string;
  /** "pledge form", "recorded by an admin", "imported" */
  givenHow: string;
  tokenHash: string;
  endedAt: string | null;
  endedHow: string | null;
};
/** A project update mail's unsubscribe link (its hash), and the consent it ends. */
type UnsubscribeLinksTable = {
  id: Id;
  consentId: number;
  tokenHash: string;
  createdAt: string;
};

/** A project's dated update (issue 29); `notify`: tell the donors who asked for updates. */
type ProjectUpdatesTable = {
  id: Id;
  projectId: number;
  date: string;
  text: string;
  textUr: string;
  /** Whole rupees the update reports were spent; null when it names none. */
  spent: number | null;
  notify: Flag;
  createdAt: string;
} & Publishing;
/** One photo of an update: a file under uploads/ProjectUpdates/, `position` its place (0 first). */
type ProjectUpdateImagesTable = { id: Id; updateId: number; position: number; image: string };

/** The last receipt number given in each financial year ("2026-27"); it only grows. */
type ReceiptCountersTable = { financialYear: string; lastNumber: number };

/** One admin change (see auth/audit.ts); before and after are JSON text or null. */
type AuditLogTable = {
  id: Generated<number | string>;
  at: string;
  adminId: number | null;
  adminEmail: string;
  resource: string;
  resourceId: string | null;
  action: string;
  summary: string;
  before: string | null;
  after: string | null;
};

/** A trust document: a PDF under uploads/Documents/ (`fileName`), `size` in bytes. */
type DocumentsTable = {
  id: Id;
  year: string;
  title: string;
  titleUr: Urdu;
  kind: DocumentKind;
  fileName: string;
  size: number;
  createdAt: string;
} & Publishing;

/**
 * One version of a content item or settings entry (issue 31, server/versions): `data` is JSON,
 * the item as its API answers it; `auditId` the change that made it (null: the upgrade's).
 */
type VersionsTable = {
  id: Generated<number | string>;
  kind: VersionKind;
  itemId: string;
  at: string;
  adminId: number | null;
  adminEmail: string;
  action: VersionAction;
  auditId: ColumnType<number | string | null, number | null, number | null>;
  data: string;
};

/** A stored file of a binned item: an image of an upload kind, or a trust document's PDF. */
export type BinFile = { kind: UploadKind | 'document'; name: string };

/**
 * A deleted item in the bin (server/bin): JSON texts of its API answer (`data`), its rows as
 * they were, parents first (`rows`: `{ table, rows }[]`), and its files (`files`: BinFile[]).
 */
type BinEntriesTable = {
  id: Id;
  kind: BinKind;
  itemId: string;
  /** Its resource id in the audit trail (a project's slug, else the id). */
  resourceId: string;
  summary: string;
  deletedAt: string;
  deletedBy: string;
  purgeAt: string;
  data: string;
  rows: string;
  files: string;
};

export type Database = {
  admins: AdminsTable;
  settings: SettingsTable;
  galleryImages: GalleryImagesTable;
  partners: PartnersTable;
  highlights: HighlightsTable;
  newsLogos: NewsLogosTable;
  news: NewsTable;
  testimonials: TestimonialsTable;
  projects: ProjectsTable;
  projectUpdates: ProjectUpdatesTable;
  projectUpdateImages: ProjectUpdateImagesTable;
  donations: GiftsTable;
  receiptCounters: ReceiptCountersTable;
  loginFailures: LoginFailuresTable;
  twoFactorFailures: LoginFailuresTable;
  recoveryCodes: RecoveryCodesTable;
  ownerNotices: OwnerNoticesTable;
  teamPolicy: TeamPolicyTable;
  pledgeAttempts: PledgeAttemptsTable;
  receiptFindAttempts: PledgeAttemptsTable;
  mailOutbox: MailOutboxTable;
  receiptLinks: ReceiptLinksTable;
  donorLinks: DonorLinksTable;
  updateConsents: UpdateConsentsTable;
  unsubscribeLinks: UnsubscribeLinksTable;
  revokedTokens: RevokedTokensTable;
  contentVersion: ContentVersionTable;
  auditLog: AuditLogTable;
  documents: DocumentsTable;
  versions: VersionsTable;
  binEntries: BinEntriesTable;
};

// Plain constants and checks (no schema library: safe for the web app's bundle).
export {
  ANONYMOUS_DONOR,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME_COLOR,
  DONATION_PURPOSES,
  DONOR_DISPLAYS,
  DONOR_ID_TYPES,
  PAYMENT_MODES,
  PAN_PATTERN,
  REGISTRATION_KINDS,
  UPI_ID_PATTERN,
  DONOR_TYPES,
  GIFT_STATUSES,
  EARLY_CLICKS_GLOBAL,
  EARLY_RELOAD_ATTRIBUTE,
  EMAIL_PATTERN,
  FINANCIAL_YEAR_PATTERN,
  HTTP_URL_PATTERN,
  ISO_DATE_PATTERN,
  LANGUAGE_QUERY,
  LANGUAGES,
  LIMITS,
  MAX_RUPEES,
  PHONE_PATTERN,
  PROJECT_ID_PATTERN,
  PROJECT_STATUSES,
  RESERVED_PROJECT_IDS,
  SECTION_TOGGLES,
  SETTINGS_PUT_FIELDS,
  SETTING_NAMES,
  THEME_COLORS,
  THEME_SHADES,
  compactIdNumber,
  financialYearOf,
  initialsOf,
  isFinancialYear,
  isHttpUrl,
  idNumberMisses,
  isReservedProjectId,
  isSettingName,
  isValidIsoDate,
  receiptNumberOf,
} from './rules';
export { rupeesInWords } from './amountInWords';
export { blankTrust, settingsByName } from './settingsLookup';
export {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_MIME,
  DOCUMENTS_DIR,
  MAX_DOCUMENT_BYTES,
  checkDocumentFile,
  documentUrl,
} from './documentRules';
export type { DocumentKind } from './documentRules';
export { UPI_NOTE_MAX, UTR_PATTERN, upiPayLink, upiPayeeOf } from './upi';
export {
  NO_GIFT_DETAILS,
  badgeGifts,
  giftDetailsWith,
  isCounted,
  NO_RECEIPT_UNLESS_CONFIRMED,
  publicGift,
  publicGifts,
  receiptOf,
  totalsOf,
} from './gifts';
export type { BadgedGift, GiftDetails, GiftTotal, PublicGift, RecordedGift } from './gifts';
export { csvLine, guardFormula, parseCsv } from './csv';
export { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from './giftImportColumns';
export type { ImportColumn } from './giftImportColumns';
export {
  IMPORT_FILE_MESSAGES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  importPreviewOf,
  importStatuses,
  readImport,
} from './giftImport';
export type {
  ImportCheck,
  ImportFileProblem,
  ImportRow,
  ImportRowStatus,
  ReadRow,
  StoredReferences,
} from './giftImport';
export type { ImportedGift } from './giftImportRow';
export { IMPORT_PROBLEM_CODES } from './giftImportProblems';
export type { ImportProblem, ImportProblemCode } from './giftImportProblems';
export { FORM_10BD_COLUMNS, financialYearDays, form10bdCsv } from './form10bd';
export type { Form10bdGift } from './form10bd';
export {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_ORDER,
  acceptedLanguages,
  chooseLanguage,
  cookieValue,
  supportedLanguage,
  urduOf,
} from './language';
export type { LanguageSource, LanguageSources } from './language';
export type {
  DonationPurpose,
  DonorDisplay,
  CheckedIdType,
  DonorIdType,
  GiftStatus,
  Language,
  PaymentMode,
  RegistrationKind,
  SectionToggle,
  SettingName,
  ThemeColor,
} from './rules';
export type { PageMeta, RenderModule, RenderRequest, RenderResult } from './render';
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
  uploadUrl,
} from './uploads';
export type { ImageType, UploadCheck, UploadKind, UploadRule } from './uploads';
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
export type { ImageSet, ImageVariant } from './imageVariants';

// Schemas (TypeBox): the server validates with them; their static types are the wire types.
export {
  ErrorBody,
  HttpUrl,
  IdParams,
  IsoDate,
  ListEnvelope,
  ListMetadata,
  Localized,
  MessageBody,
  OptionalHttpUrl,
  PageQuery,
} from './common';
export {
  DonationBody,
  DonationRecord,
  DonationRecordList,
  DonationTotal,
  DonationTotals,
  WaitingGifts,
  WaitingGiftsList,
  DonationParams,
  Donor,
  Receipt,
  DonorList,
  DonorType,
  GalleryImage,
  GalleryImageFields,
  GalleryImagePatchFields,
  GalleryList,
  Highlight,
  HighlightFields,
  HighlightList,
  HighlightPatchFields,
  LoginAnswer,
  LoginBody,
  NewsFields,
  NewsItem,
  NewsLogo,
  NewsLogoFields,
  NewsLogoList,
  NewsLogoPatchFields,
  NewsPage,
  NewsPatchFields,
  NewsQuery,
  type AdminListQuery,
  URDU_MISSING,
  UrduMissingCounts,
  Partner,
  PartnerFields,
  PartnerList,
  PartnerPatchFields,
  Project,
  ProjectFields,
  ProjectPage,
  ProjectPatchFields,
  ProjectSlug,
  ProjectSlugParams,
  ProjectStatus,
  ProjectsQuery,
  Rupees,
  Testimonial,
  TestimonialBody,
  TestimonialPage,
  TestimonialPatch,
  TestimonialsQuery,
} from './entities';
export { PLEDGE_BODY_LIMIT, PledgeAnswer, PledgeBody } from './pledges';
export {
  AboutContent,
  BANNER_IMAGE_PATTERN,
  BannerContent,
  blankBanner,
  HeroContent,
  IMAGE_URL_PATTERN,
  LogoContent,
  Registration,
  SETTING_SCHEMAS,
  SettingAnswer,
  SettingInput,
  SettingList,
  SiteContent,
  SocialsContent,
  ThemeContent,
  ToggleContent,
  TrustContent,
} from './settings';
export type { Setting, SettingContents } from './settings';
export {
  TrustDocument,
  TrustDocumentFields,
  TrustDocumentList,
  TrustDocumentPatch,
} from './documents';
export {
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_LIMIT,
  AUDIT_MAX_LIMIT,
  AUDIT_RESOURCES,
  AuditEntry,
  AuditList,
  AuditQuery,
} from './audit';
export type { AuditAction, AuditResource } from './audit';
export { Form10bdQuery, ImportBody, ImportPreview, ImportResult } from './ledger';

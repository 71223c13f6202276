/* The site's settings: each name with its content shape, themes, the trust's details. */

export {
  DEFAULT_THEME_COLOR,
  OWNER_SETTINGS,
  RECEIPT_WORDING_LIMITS,
  REGISTRATION_KINDS,
  SECTION_TOGGLES,
  SETTINGS_PUT_FIELDS,
  SETTING_NAMES,
  THEME_COLORS,
  UPI_ID_PATTERN,
  isOwnerSetting,
  isSettingName,
  isTimeZone,
} from './rules';
export type { OwnerSetting, SectionToggle, SettingName, ThemeColor } from './rules';
export {
  AboutContent,
  BANNER_IMAGE_PATTERN,
  BannerContent,
  DeductionWording,
  HeroContent,
  IMAGE_URL_PATTERN,
  LogoContent,
  ReceiptWordingContent,
  Registration,
  SETTING_SCHEMAS,
  SettingList,
  SiteContent,
  SocialsContent,
  ThemeContent,
  TimeZoneContent,
  TrustContent,
  blankBanner,
} from './settings';
export type { Setting, SettingContents } from './settings';
export {
  blankTrust,
  privacyContactOf,
  settingsByName,
  timeZoneOf,
  trustOf,
} from './settingsLookup';
export {
  WORDING_PLACEHOLDERS,
  defaultReceiptWording,
  fillWording,
  unknownPlaceholderIn,
  wordingInForce,
} from './receiptWording';

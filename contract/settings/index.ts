/* The site's settings: each name with its content shape, themes, the trust's details. */

export {
  DEFAULT_THEME_COLOR,
  REGISTRATION_KINDS,
  SECTION_TOGGLES,
  SETTINGS_PUT_FIELDS,
  SETTING_NAMES,
  THEME_COLORS,
  UPI_ID_PATTERN,
  isSettingName,
} from './rules';
export type { SectionToggle, SettingName, ThemeColor } from './rules';
export {
  AboutContent,
  BANNER_IMAGE_PATTERN,
  BannerContent,
  HeroContent,
  IMAGE_URL_PATTERN,
  LogoContent,
  Registration,
  SETTING_SCHEMAS,
  SettingList,
  SiteContent,
  SocialsContent,
  ThemeContent,
  TrustContent,
  blankBanner,
} from './settings';
export type { Setting, SettingContents } from './settings';
export { blankTrust, privacyContactOf, settingsByName, trustOf } from './settingsLookup';

/*
 * The contract's plain constants and checks. This file imports no schema library, so the web app can
 * use it without shipping the schemas (contract/package.json marks the folder free of side effects,
 * letting webpack drop the schema modules the app does not use).
 */

/** Limits shared by the server's validation and the SPA's forms. */
export const LIMITS = {
  name: 200,
  heading: 300,
  text: 10_000,
  url: 2048,
  pageLimit: 100,
  /** Far past any real list; a larger page would take the offset past what SQL can hold. */
  lastPage: 1_000_000,
} as const;

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Only http(s) URLs are ever stored: never javascript:, data: or vbscript:. */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+[^\\s]*$';

export function isHttpUrl(value: string): boolean {
  if (!new RegExp(HTTP_URL_PATTERN).test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** yyyy-mm-dd that names a real calendar day. */
export function isValidIsoDate(value: string): boolean {
  if (!new RegExp(ISO_DATE_PATTERN).test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The organisation's support phone: digits with an optional leading +, as dialled internationally. */
export const PHONE_PATTERN = '^\\+?[0-9]{6,15}$';
/** A plausible email address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const PROJECT_STATUSES = ['active', 'completed'] as const;
export const DONOR_TYPES = ['topDonor', 'firstDonor', 'recentDonor'] as const;
/** A short, stable slug used in `/projects/{projectId}` URLs. */
export const PROJECT_ID_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const THEME_COLORS = ['green', 'orange', 'blue', 'red', 'purple'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export const DEFAULT_THEME_COLOR: ThemeColor = 'green';
/**
 * Each theme's shades (the web app's theme.css declares the same values): `primary` carries
 * white text and is itself text on white and on `soft`, so each pair reaches 4.5:1 (WCAG AA).
 */
export const THEME_SHADES: Record<ThemeColor, { primary: string; soft: string }> = {
  green: { primary: '#15803d', soft: '#dcfce7' },
  orange: { primary: '#c2410c', soft: '#ffedd5' },
  blue: { primary: '#1d4ed8', soft: '#dbeafe' },
  red: { primary: '#b91c1c', soft: '#fee2e2' },
  purple: { primary: '#7e22ce', soft: '#f3e8ff' },
};

/** Sections switched on and off from the Toggle Sections panel, in home-page order. */
export const SECTION_TOGGLES = [
  'gallery',
  'highlights',
  'projects',
  'activities',
  'news',
  'partners',
  'testimonials',
  'projects-donations',
] as const;
export type SectionToggle = (typeof SECTION_TOGGLES)[number];

/** Every settings entry the site knows, each with its own content shape (settings.ts). */
export const SETTING_NAMES = [
  'hero',
  'about',
  'socials',
  'theme',
  'banner',
  'logo',
  'site',
  ...SECTION_TOGGLES,
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** The multipart fields of PUT /api/v1/settings. */
export const SETTINGS_PUT_FIELDS = { logo: 'image', banner: 'bannerImage', json: 'json' } as const;

export function isSettingName(name: string): name is SettingName {
  return (SETTING_NAMES as readonly string[]).includes(name);
}

/**
 * The largest amount of rupees one goal or one gift may hold (₹100 crore). It stays within a
 * 32-bit integer column, so SQLite and PostgreSQL store the same values.
 */
export const MAX_RUPEES = 1_000_000_000;

/** Shown for a gift recorded without a donor name. */
export const ANONYMOUS_DONOR = 'Anonymous';

/** Slugs taken by fixed paths (`/projects/donor/{projectId}`), so no project may use them. */
export const RESERVED_PROJECT_IDS = ['donor'] as const;

export function isReservedProjectId(projectId: string): boolean {
  return (RESERVED_PROJECT_IDS as readonly string[]).includes(projectId);
}

/**
 * The page's list of buttons pressed before the app started (`window[EARLY_CLICKS_GLOBAL]`): the
 * server's boot loader keeps it, the app takes it and presses them again once it runs.
 */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks';

/** The query parameter that addresses a page in a language (`/projects/x?lang=ur`). */
export const LANGUAGE_QUERY = 'lang';

/**
 * Marks a `<select name>` that, changed before the app runs, reloads the page with
 * `?{name}={value}` (the boot loader does it): React would put the rendered choice back when it
 * hydrates, and the server renders any page in the language `?lang=` asks for.
 */
export const EARLY_RELOAD_ATTRIBUTE = 'data-early-reload';

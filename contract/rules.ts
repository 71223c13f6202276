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
  'trust',
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

/** The donor name a public answer carries for a gift shown as anonymous. */
export const ANONYMOUS_DONOR = 'Anonymous';

/**
 * What a gift is for (issue 13): each donor's trust (amanah) must reach what it was meant for,
 * so Zakat, Sadaqah, Lillah and Fitrana are kept apart from general giving.
 */
export const DONATION_PURPOSES = ['general', 'zakat', 'sadaqah', 'lillah', 'fitrana'] as const;
export type DonationPurpose = (typeof DONATION_PURPOSES)[number];

/**
 * The identity documents Form 10BD accepts for a donor, in its order: PAN, Aadhaar, a foreign
 * tax id, passport, voter id (elector's photo identity card), driving licence, ration card.
 */
export const DONOR_ID_TYPES = [
  'pan',
  'aadhaar',
  'tax',
  'passport',
  'voter',
  'driving',
  'ration',
] as const;
export type DonorIdType = (typeof DONOR_ID_TYPES)[number];

/** A PAN: five letters, four digits, a letter (ABCDE1234F). */
export const PAN_PATTERN = '^[A-Z]{5}[0-9]{4}[A-Z]$';
/** An Aadhaar number: twelve digits. */
export const AADHAAR_PATTERN = '^[0-9]{12}$';

/** The id numbers Form 10BD checks, by type; the others are kept as written. */
export const ID_NUMBER_PATTERNS = {
  pan: new RegExp(PAN_PATTERN),
  aadhaar: new RegExp(AADHAAR_PATTERN),
} as const;
/** An id type whose numbers have a shape to check. */
export type CheckedIdType = keyof typeof ID_NUMBER_PATTERNS;
const isCheckedIdType = (idType: DonorIdType): idType is CheckedIdType =>
  idType in ID_NUMBER_PATTERNS;

/** An id number as it is checked and kept: trimmed; a checked one without spaces, in capitals. */
export function compactIdNumber(idType: DonorIdType | null | undefined, value: string | undefined) {
  const trimmed = value?.trim() ?? '';
  return idType && isCheckedIdType(idType) ? trimmed.replace(/\s+/g, '').toUpperCase() : trimmed;
}

/**
 * The checked id type whose shape an id number (compacted) misses; null when it has it, or its
 * type has no check.
 */
export const idNumberMisses = (idType: DonorIdType, number: string): CheckedIdType | null =>
  isCheckedIdType(idType) && !ID_NUMBER_PATTERNS[idType].test(number) ? idType : null;

/**
 * The registrations an Indian trust may hold, shown to donors on the transparency page: 80G (a
 * donor's tax deduction), 12A (the trust's own exemption), CSR-1 (company CSR funds), NGO Darpan
 * and FCRA (foreign contributions).
 */
export const REGISTRATION_KINDS = ['80g', '12a', 'csr1', 'darpan', 'fcra'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** A UPI ID (virtual payment address): a handle, "@", the provider (roshni.trust@sbi). */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$';

/** How a gift was paid (Form 10BD's modes, with UPI and card named). */
export const PAYMENT_MODES = ['cash', 'upi', 'bank', 'cheque', 'card', 'kind', 'other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** How a gift's donor is shown to the public: the full name, its initials, or not at all. */
export const DONOR_DISPLAYS = ['name', 'initials', 'anonymous'] as const;
export type DonorDisplay = (typeof DONOR_DISPLAYS)[number];

/** "Ayesha Siddiqui" → "A. S.": the first letter of each word, each followed by a dot. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0] ?? ''}.`)
    .join(' ');
}

/**
 * The financial year (India: April to March) of a yyyy-mm-dd date, as receipts and Form 10BD
 * name it: "2026-27" for any day from 1 April 2026 to 31 March 2027.
 */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A financial year as accounts, receipts, reports and Form 10BD name it: "2024-25" (1 April 2024
 * to 31 March 2025), the shape `financialYearOf` gives.
 */
export const FINANCIAL_YEAR_PATTERN = '^(?:19|20)[0-9]{2}-[0-9]{2}$';

/** Whether `year` is a financial year whose second part follows its first ("2024-25"). */
export function isFinancialYear(year: string): boolean {
  if (!new RegExp(FINANCIAL_YEAR_PATTERN).test(year)) return false;
  const start = Number(year.slice(0, 4));
  return Number(year.slice(5, 7)) === (start + 1) % 100;
}

/**
 * Where a gift stands: recorded by an admin (confirmed), told by a donor and waiting for an admin
 * (pending), or found not to have arrived (rejected). Only confirmed gifts count anywhere.
 */
export const GIFT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** A receipt's number: its financial year and its place in it ("2026-27/0001"). */
export const receiptNumberOf = (financialYear: string, place: number) =>
  `${financialYear}/${String(place).padStart(4, '0')}`;

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

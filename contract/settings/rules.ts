/*
 * The settings' names, themes and section toggles, and a trust's registrations. Plain constants
 * and checks: this file imports no schema library, so the web app can use it without shipping the
 * schemas (contract/package.json marks the contract free of side effects, letting webpack drop the
 * schema modules the app does not use).
 */

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
  'receipt-wording',
  /** The trust's time zone (issue 31): the admin enters and reads schedules in it. */
  'timeZone',
  ...SECTION_TOGGLES,
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/**
 * The settings only an Owner may change (docs/product.md §6): the trust's payment and legal
 * details, and the legal wording its receipts print. Anyone else's save that would change one is
 * refused whole (403); the admin app leaves them out of anyone else's save.
 */
export const OWNER_SETTINGS = [
  'trust',
  'receipt-wording',
] as const satisfies readonly SettingName[];
export type OwnerSetting = (typeof OWNER_SETTINGS)[number];

export const isOwnerSetting = (name: string): name is OwnerSetting =>
  (OWNER_SETTINGS as readonly string[]).includes(name);

/**
 * The multipart fields of PUT /api/v1/settings. `password`: the Owner's password again, needed
 * when the save changes the trust's UPI ID, payee name or PAN (docs/product.md §6).
 */
export const SETTINGS_PUT_FIELDS = {
  logo: 'image',
  banner: 'bannerImage',
  json: 'json',
  password: 'password',
} as const;

export function isSettingName(name: string): name is SettingName {
  return (SETTING_NAMES as readonly string[]).includes(name);
}

/**
 * The registrations an Indian trust may hold, shown to donors on the transparency page: 80G (a
 * donor's tax deduction), 12A (the trust's own exemption), CSR-1 (company CSR funds), NGO Darpan
 * and FCRA (foreign contributions).
 */
export const REGISTRATION_KINDS = ['80g', '12a', 'csr1', 'darpan', 'fcra'] as const;

/** A UPI ID (virtual payment address): a handle, "@", the provider (roshni.trust@sbi). */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$';

/** The receipts' deduction wordings (the `receipt-wording` setting): at most so many, so long. */
export const RECEIPT_WORDING_LIMITS = { section: 200, text: 1000, wordings: 20 } as const;

/** Whether `zone` is a time zone this runtime knows by its IANA name ("Asia/Kolkata"). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

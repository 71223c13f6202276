import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { IsoDate, Localized, OptionalHttpUrl, OptionalText, RequiredText } from '../common/common';
import { EMAIL_PATTERN, FINANCIAL_YEAR_PATTERN, LIMITS, PHONE_PATTERN } from '../common/limits';
import { PAN_PATTERN } from '../gifts/rules';
import {
  RECEIPT_WORDING_LIMITS,
  REGISTRATION_KINDS,
  UPI_ID_PATTERN,
  THEME_COLORS,
  type SectionToggle,
  type SettingName,
  type ThemeColor,
} from './rules';

/*
 * Settings travel as a list of {id, name, content} and are used as a lookup from name to content.
 * Each name has its own content shape, below; the server validates a PUT entry by its name.
 */

/*
 * Where a logo or banner image may be: a path on this site (`/user/upload/Logo/...`) or an
 * absolute http(s) URL. Nothing a browser could read another way: no other scheme, no
 * protocol-relative `//host` (nor `/\host`, which browsers read the same), no backslash, space
 * or control character anywhere.
 */
const REST = String.raw`[^\s\\\x00-\x1f\x7f-\x9f]*`;
const SITE_PATH = String.raw`/(?![/\\])${REST}`;
const WEB_URL = String.raw`[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#\\\x00-\x1f\x7f-\x9f]+${REST}`;
/** The SPA's "keep the stored banner" (docs/product.md §7): a bare file name, never a scheme. */
const BARE_NAME = String.raw`[^\s/\\:;%&<>"'\x00-\x1f\x7f-\x9f]+`;

/** A stored logo or banner image: empty (none), a path on this site, or an http(s) URL. */
export const IMAGE_URL_PATTERN = `^(?:|${SITE_PATH}|${WEB_URL})$`;
/** The banner image of a PUT: as IMAGE_URL_PATTERN, or the stored image's bare file name. */
export const BANNER_IMAGE_PATTERN = `^(?:|${SITE_PATH}|${WEB_URL}|${BARE_NAME})$`;

const Line = OptionalText(LIMITS.heading);
const Paragraph = OptionalText(LIMITS.text);

export const HeroContent = Type.Object({
  show: Type.Boolean(),
  ...Localized(Type.Object({ heading: Line, subHeading: Paragraph, action: Line })).properties,
});
export type HeroContent = Static<typeof HeroContent>;

export const AboutContent = Localized(Type.Object({ heading: Line, text: Paragraph }));
export type AboutContent = Static<typeof AboutContent>;

export const SocialsContent = Type.Object({
  facebook: OptionalHttpUrl,
  twitter: OptionalHttpUrl,
  linkedIn: OptionalHttpUrl,
});
export type SocialsContent = Static<typeof SocialsContent>;

export const ThemeContent = Type.Object({
  color: StringEnum(THEME_COLORS),
});
export type ThemeContent = { color: ThemeColor };

export const BannerContent = Type.Object({
  show: Type.Boolean(),
  /**
   * A site-relative path or http(s) URL of the banner image; empty when none. A PUT may send
   * the stored image's bare file name instead, meaning "keep it" (never stored as such).
   */
  image: Type.String({ maxLength: LIMITS.url, pattern: BANNER_IMAGE_PATTERN }),
  actionLink1: OptionalHttpUrl,
  actionLink2: OptionalHttpUrl,
  ...Localized(Type.Object({ heading: Line, subHeading: Paragraph, action1: Line, action2: Line }))
    .properties,
});
export type BannerContent = Static<typeof BannerContent>;

/** A banner nobody has filled in: no image, links or texts; shown or not. */
export function blankBanner(show: boolean): BannerContent {
  const texts = { heading: '', subHeading: '', action1: '', action2: '' };
  return { show, image: '', actionLink1: '', actionLink2: '', en: { ...texts }, ur: { ...texts } };
}

export const LogoContent = Type.Object({
  /** A site-relative path (or http(s) URL) of the saved logo; empty for the default logo. */
  image: Type.String({ maxLength: LIMITS.url, pattern: IMAGE_URL_PATTERN }),
});
export type LogoContent = Static<typeof LogoContent>;

/** A section's show flag: the toggles, and projects, news and projects-donations. */
const ToggleContent = Type.Object({ show: Type.Boolean() });
type ToggleContent = Static<typeof ToggleContent>;

/** The organisation's identity; fills docs/product.md's {organisation}, {product}, {phone}, {email}. */
export const SiteContent = Type.Object({
  name: Localized(OptionalText(LIMITS.name)),
  product: OptionalText(LIMITS.name),
  /** Digits with an optional leading +, as dialled internationally (used for the chat link). */
  phone: Type.String({ maxLength: 20, pattern: PHONE_PATTERN }),
  email: Type.String({ maxLength: 320, pattern: EMAIL_PATTERN }),
  /** The external Donate page; `?id=` selects a cause (the hero opens id 1). */
  donateUrl: OptionalHttpUrl,
  donorLoginUrl: OptionalHttpUrl,
  offices: Type.Object({
    hyderabad: Localized(OptionalText(LIMITS.heading)),
    bangalore: Localized(OptionalText(LIMITS.heading)),
  }),
});
export type SiteContent = Static<typeof SiteContent>;

const blankOr = (pattern: string) => `^(?:|${pattern.replace(/^\^|\$$/g, '')})$`;
const OptionalDate = Type.Union([Type.Literal(''), IsoDate]);

/** One registration: its number and, where it has them, the dates it is valid from and until. */
export const Registration = Type.Object({
  kind: StringEnum(REGISTRATION_KINDS),
  number: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  validFrom: OptionalDate,
  validUntil: OptionalDate,
});
export type Registration = Static<typeof Registration>;

/**
 * The trust as donors and receipts need it (issue 13): its address, PAN and registrations, and
 * the UPI ID and payee name its project pages offer. Empty means "not told" and is not shown.
 */
export const TrustContent = Type.Object({
  address: Localized(OptionalText(LIMITS.text)),
  pan: Type.String({ maxLength: 10, pattern: blankOr(PAN_PATTERN) }),
  upiId: Type.String({ maxLength: 320, pattern: blankOr(UPI_ID_PATTERN) }),
  upiPayee: OptionalText(LIMITS.name),
  registrations: Type.Array(Registration, { maxItems: REGISTRATION_KINDS.length }),
  /**
   * Where donors write about their data (a copy, a correction, erasure), named on /privacy; empty
   * (or absent, in a trust stored before it existed): the site's email.
   */
  privacyContact: Type.Optional(Type.String({ maxLength: 320, pattern: blankOr(EMAIL_PATTERN) })),
});
export type TrustContent = Static<typeof TrustContent>;

/**
 * The legal wording a receipt prints about the donor's tax deduction, from one financial year
 * ("2026-27", April to March) until the next wording's: the section that gives the deduction and
 * the sentence, in both languages. In a text `{{trust}}` stands for the trust's name and
 * `{{section}}` for the section (contract/settings/receiptWording.ts).
 */
export const DeductionWording = Type.Object({
  fromYear: Type.String({ maxLength: 7, pattern: FINANCIAL_YEAR_PATTERN }),
  section: RequiredText(RECEIPT_WORDING_LIMITS.section),
  sectionUr: RequiredText(RECEIPT_WORDING_LIMITS.section),
  text: RequiredText(RECEIPT_WORDING_LIMITS.text),
  textUr: RequiredText(RECEIPT_WORDING_LIMITS.text),
});
export type DeductionWording = Static<typeof DeductionWording>;

/** The receipts' deduction wordings, oldest year first (an Owner's alone to change). */
export const ReceiptWordingContent = Type.Object({
  deductions: Type.Array(DeductionWording, {
    minItems: 1,
    maxItems: RECEIPT_WORDING_LIMITS.wordings,
  }),
});
export type ReceiptWordingContent = Static<typeof ReceiptWordingContent>;

/** The trust's time zone, an IANA name (checked with Intl.DateTimeFormat by the server). */
export const TimeZoneContent = Type.Object({
  zone: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'An IANA time zone, e.g. Asia/Kolkata.',
  }),
});
export type TimeZoneContent = Static<typeof TimeZoneContent>;

export const SETTING_SCHEMAS = {
  hero: HeroContent,
  about: AboutContent,
  socials: SocialsContent,
  theme: ThemeContent,
  banner: BannerContent,
  logo: LogoContent,
  site: SiteContent,
  trust: TrustContent,
  'receipt-wording': ReceiptWordingContent,
  timeZone: TimeZoneContent,
  gallery: ToggleContent,
  highlights: ToggleContent,
  projects: ToggleContent,
  activities: ToggleContent,
  news: ToggleContent,
  partners: ToggleContent,
  testimonials: ToggleContent,
  'projects-donations': ToggleContent,
} as const satisfies Record<SettingName, TSchema>;

export type SettingContents = {
  hero: HeroContent;
  about: AboutContent;
  socials: SocialsContent;
  theme: ThemeContent;
  banner: BannerContent;
  logo: LogoContent;
  site: SiteContent;
  trust: TrustContent;
  'receipt-wording': ReceiptWordingContent;
  /** Absent in a site stored before it existed: DEFAULT_TIME_ZONE (timeZoneOf). */
  timeZone?: TimeZoneContent;
} & Record<SectionToggle, ToggleContent>;

export type Setting<N extends SettingName = SettingName> = {
  id: number;
  name: N;
  content: SettingContents[N];
};

const SettingAnswer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content: Type.Unknown(),
});
export const SettingList = Type.Array(SettingAnswer);

import {
  DEFAULT_THEME_COLOR,
  trustOf,
  defaultReceiptWording,
  SECTION_TOGGLES,
  SETTING_NAMES,
  type AboutContent,
  type BannerContent,
  type HeroContent,
  type ReceiptWordingContent,
  type SectionToggle,
  type Setting,
  type SettingContents,
  type SiteContent,
  type SocialsContent,
  type ThemeContent,
  type TrustContent,
} from '@contract/settings';
import type { SettingEntry } from '@/entities/setting';

/** What the settings form edits: every entry but the logo (a file, kept beside the form). */
export type SettingsFormValues = {
  theme: ThemeContent;
  hero: HeroContent;
  about: AboutContent;
  socials: SocialsContent;
  banner: BannerContent;
  site: SiteContent;
  trust: TrustContent;
  /** The `receipt-wording` setting. */
  receiptWording: ReceiptWordingContent;
  toggles: Record<SectionToggle, boolean>;
  /** The trust's time zone (the `timeZone` setting's `zone`, issue 31). */
  timeZone: string;
};

const both = <T>(make: () => T) => ({ en: make(), ur: make() });

/** Blank contents for entries the server has not stored yet. */
const BLANK: Omit<SettingsFormValues, 'toggles' | 'trust' | 'receiptWording' | 'timeZone'> = {
  theme: { color: DEFAULT_THEME_COLOR },
  hero: { show: true, ...both(() => ({ heading: '', subHeading: '', action: '' })) },
  about: both(() => ({ heading: '', text: '' })),
  socials: { facebook: '', twitter: '', linkedIn: '' },
  banner: {
    show: false,
    image: '',
    actionLink1: '',
    actionLink2: '',
    ...both(() => ({ heading: '', subHeading: '', action1: '', action2: '' })),
  },
  site: {
    name: both(() => ''),
    product: '',
    phone: '',
    email: '',
    donateUrl: '',
    donorLoginUrl: '',
    offices: { hyderabad: both(() => ''), bangalore: both(() => '') },
  },
};

export function toFormValues(
  settings: Partial<SettingContents>,
  timeZone: string,
): SettingsFormValues {
  const toggles = Object.fromEntries(
    SECTION_TOGGLES.map((name) => [name, settings[name]?.show ?? true]),
  ) as Record<SectionToggle, boolean>;
  return {
    theme: settings.theme ?? BLANK.theme,
    hero: settings.hero ?? BLANK.hero,
    about: settings.about ?? BLANK.about,
    socials: settings.socials ?? BLANK.socials,
    banner: settings.banner ?? BLANK.banner,
    site: settings.site ?? BLANK.site,
    // A site stored before the entry (or one of its fields) existed lacks it.
    trust: trustOf(settings.trust),
    // Until an Owner saves a wording, receipts use the one shipped.
    receiptWording: settings['receipt-wording'] ?? defaultReceiptWording(),
    toggles,
    timeZone,
  };
}

/** Text as typed, without the spaces around it (a URL with a trailing space is still valid). */
function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, trimmed(inner)]),
    ) as T;
  }
  return value;
}

/** `/user/upload/Banner/a.png` → `a.png`: how the PUT says "keep the stored banner image". */
function lastPathSegment(image: string): string {
  return image.split('/').pop() ?? '';
}

type ChosenFiles = { logo: boolean };

/**
 * The PUT's `json` list (docs/product.md §7): the toggles, hero, socials, about, theme, banner (its
 * image as a bare file name), site, trust, receipt wording and time zone, then `{name: 'logo'}` when a new
 * logo goes along.
 */
export function toEntries(values: SettingsFormValues, chosen: ChosenFiles): SettingEntry[] {
  const clean = trimmed(values);
  return [
    ...SECTION_TOGGLES.map((name) => ({ name, content: { show: clean.toggles[name] } })),
    { name: 'hero', content: clean.hero },
    { name: 'socials', content: clean.socials },
    { name: 'about', content: clean.about },
    { name: 'theme', content: clean.theme },
    { name: 'banner', content: { ...clean.banner, image: lastPathSegment(clean.banner.image) } },
    { name: 'site', content: clean.site },
    { name: 'trust', content: clean.trust },
    { name: 'receipt-wording', content: clean.receiptWording },
    { name: 'timeZone', content: { zone: clean.timeZone } },
    ...(chosen.logo ? [{ name: 'logo' as const }] : []),
  ];
}

type PreviewImages = { bannerUrl: string | null };

/** The whole settings list as it would be after saving, for the preview (ids as stored). */
export function toPreviewList(
  saved: readonly Setting[],
  values: SettingsFormValues,
  { bannerUrl }: PreviewImages,
): Setting[] {
  const stored = new Map(saved.map((entry) => [entry.name, entry]));
  const contents: Partial<SettingContents> = {
    ...Object.fromEntries(SECTION_TOGGLES.map((name) => [name, { show: values.toggles[name] }])),
    hero: values.hero,
    socials: values.socials,
    about: values.about,
    theme: values.theme,
    banner: { ...values.banner, image: bannerUrl ?? values.banner.image },
    site: values.site,
    trust: values.trust,
    'receipt-wording': values.receiptWording,
    logo: stored.get('logo')?.content as SettingContents['logo'] | undefined,
  };
  return SETTING_NAMES.flatMap((name, index) => {
    const content = contents[name];
    if (content === undefined) return [];
    return [{ id: stored.get(name)?.id ?? index + 1, name, content } as Setting];
  });
}

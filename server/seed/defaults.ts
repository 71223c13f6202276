import { DEFAULT_TIME_ZONE } from '@contract/content';
import {
  blankBanner,
  blankTrust,
  DEFAULT_THEME_COLOR,
  defaultReceiptWording,
  SECTION_TOGGLES,
  SETTING_NAMES,
  type SettingContents,
  type SettingName,
} from '@contract/settings';

/*
 * The settings of a site that was never edited: every entry present, texts empty, every section
 * shown, the default theme. SiteContent's phone and email must match a pattern, so they hold
 * obvious placeholders until the owner edits them.
 */
export function defaultSettings(): { name: SettingName; content: unknown }[] {
  const empty = { en: '', ur: '' };
  const contents: SettingContents = {
    hero: {
      show: true,
      en: { heading: '', subHeading: '', action: '' },
      ur: { heading: '', subHeading: '', action: '' },
    },
    about: { en: { heading: '', text: '' }, ur: { heading: '', text: '' } },
    socials: { facebook: '', twitter: '', linkedIn: '' },
    theme: { color: DEFAULT_THEME_COLOR },
    banner: blankBanner(true),
    logo: { image: '' },
    site: {
      name: { ...empty },
      product: '',
      phone: '+910000000000',
      email: 'info@example.org',
      donateUrl: '',
      donorLoginUrl: '',
      offices: { hyderabad: { ...empty }, bangalore: { ...empty } },
    },
    trust: blankTrust(),
    'receipt-wording': defaultReceiptWording(),
    timeZone: { zone: DEFAULT_TIME_ZONE },
    ...(Object.fromEntries(SECTION_TOGGLES.map((name) => [name, { show: true }])) as Record<
      (typeof SECTION_TOGGLES)[number],
      { show: boolean }
    >),
  };
  return SETTING_NAMES.map((name) => ({ name, content: contents[name] }));
}

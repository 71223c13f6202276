import type { SectionToggle } from '@contract/settings';
import { routePaths } from './paths';

export type NavItem = {
  /** Names the entry's text (`siteNav.<key>`). */
  key: 'home' | 'about' | 'projects' | 'news' | 'contact';
  to: string;
  /** The section's show flag; the entry is listed only while it is on. */
  flag?: SectionToggle;
};

/** The site navigation (docs/product.md §2), shared by the header and the footer's Quick Links. */
const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: routePaths.home },
  { key: 'about', to: '/#about' },
  { key: 'projects', to: '/#projects', flag: 'projects' },
  { key: 'news', to: '/#news', flag: 'news' },
  { key: 'contact', to: routePaths.contactUs },
];

type ShowFlags = Partial<Record<SectionToggle, { show: boolean }>>;

/** The entries to show: those without a flag, and those whose section's show flag is on. */
export function visibleNavItems(settings: ShowFlags): NavItem[] {
  return NAV_ITEMS.filter((item) => item.flag === undefined || settings[item.flag]?.show === true);
}

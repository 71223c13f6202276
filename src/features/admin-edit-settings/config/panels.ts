/** The settings panels, in screen order (SPEC.md §2 plus Organisation). */
export const PANEL_KEYS = [
  'theme',
  'logo',
  'hero',
  'about',
  'socials',
  'banner',
  'toggles',
  'site',
] as const;

export type PanelKey = (typeof PANEL_KEYS)[number];

/** The panel that holds a form entry's fields (the form's top-level names). */
export const PANEL_OF_ENTRY: Partial<Record<string, PanelKey>> = {
  theme: 'theme',
  hero: 'hero',
  about: 'about',
  socials: 'socials',
  banner: 'banner',
  toggles: 'toggles',
  site: 'site',
};

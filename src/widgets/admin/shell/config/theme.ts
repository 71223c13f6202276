import { theme, type ThemeConfig } from 'antd';
import type { Language } from '@contract/pages';

/*
 * antd's default palette falls short of WCAG AA: white on its blue (#1677ff) is 4.1:1, its
 * danger red 3.3:1, grey hints (45% black) 3.4:1 and placeholders 1.8:1. The same hues one step
 * darker reach 4.5:1 on white and on the layout's #f5f5f5 (the tags' shades: AdminLayout.css).
 */
const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
};

/*
 * antd sets its own font on every component, over the page's. In Urdu that must be the site's
 * Nastaliq face (the public stylesheet's @font-face): system fonts often lack letters Urdu needs
 * (ہ, ۔), which then show as empty boxes. Latin letters and digits fall through to antd's fonts.
 */
const URDU_THEME: ThemeConfig = {
  token: {
    ...ADMIN_THEME.token,
    fontFamily: `'Noto Nastaliq Urdu', ${theme.getDesignToken().fontFamily}`,
  },
};

/*
 * On a phone (below antd's `lg`, where the menu is a drawer) every control a finger taps is a
 * target of 24 × 24 px at least (WCAG 2.2, 2.5.8): antd draws switches 22 px high and
 * checkboxes, radio buttons and a table row's expand button 16 px. Wide screens keep antd's look.
 */
const TOUCH_COMPONENTS: ThemeConfig['components'] = {
  Switch: { trackHeight: 24, handleSize: 20, trackMinWidth: 48 },
  Checkbox: { controlInteractiveSize: 24 },
  Radio: { radioSize: 24, dotSize: 10 },
  Table: { controlInteractiveSize: 24 },
};

const THEMES = {
  en: { wide: ADMIN_THEME, touch: { ...ADMIN_THEME, components: TOUCH_COMPONENTS } },
  ur: { wide: URDU_THEME, touch: { ...URDU_THEME, components: TOUCH_COMPONENTS } },
} satisfies Record<Language, Record<'wide' | 'touch', ThemeConfig>>;

/** The admin's antd theme in `language`, on a wide screen or a phone's (`touch`). */
export function adminTheme(language: Language, touch: boolean): ThemeConfig {
  return THEMES[language][touch ? 'touch' : 'wide'];
}

/** The settings panels, in screen order (docs/product.md §2 plus Organisation). */
export const PANEL_KEYS = [
  'theme',
  'logo',
  'hero',
  'about',
  'socials',
  'banner',
  'toggles',
  'site',
  'trust',
  'receiptWording',
] as const;

export type PanelKey = (typeof PANEL_KEYS)[number];

/**
 * The form's top-level names are the panels' keys (the logo is a file, not a form field; the
 * `receipt-wording` setting is the form's `receiptWording`).
 */
export function panelOf(fieldName: unknown): PanelKey | undefined {
  return PANEL_KEYS.find((key) => key === fieldName);
}

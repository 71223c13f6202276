import type { DeductionWording, ReceiptWordingContent } from './settings';

/*
 * The legal wording of receipts per financial year (the `receipt-wording` setting): which wording
 * a gift's year takes, the names a text may use, and the wording shipped. Schema-free like
 * rules.ts (the web app uses it without shipping the schemas): it takes only the content types.
 */

/** What a wording's texts may name: `{{trust}}` (the trust's name) and `{{section}}`. */
export const WORDING_PLACEHOLDERS = ['trust', 'section'] as const;
type Placeholder = (typeof WORDING_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The first `{{name}}` in `text` that is not one of WORDING_PLACEHOLDERS, as written. */
export function unknownPlaceholderIn(text: string): string | undefined {
  for (const [written, name] of text.matchAll(PLACEHOLDER)) {
    if (!(WORDING_PLACEHOLDERS as readonly string[]).includes(name ?? '')) return written;
  }
  return undefined;
}

/** `text` with `{{trust}}` and `{{section}}` filled in. */
export const fillWording = (text: string, values: Record<Placeholder, string>) =>
  text.replace(PLACEHOLDER, (written, name: string) =>
    name in values ? values[name as Placeholder] : written,
  );

/**
 * The wording in force in a financial year ("2026-27"): the one of the latest year not after it.
 * A year before every wording takes the earliest, so no receipt is ever without one.
 */
export function wordingInForce(
  deductions: readonly DeductionWording[],
  financialYear: string,
): DeductionWording | undefined {
  const sorted = [...deductions].sort((a, b) => a.fromYear.localeCompare(b.fromYear));
  return sorted.filter(({ fromYear }) => fromYear <= financialYear).pop() ?? sorted[0];
}

const SENTENCE = 'Donations to {{trust}} qualify for deduction under {{section}}.';
const SENTENCE_UR = '{{trust}} کو دیے گئے عطیات {{section}} کے تحت ٹیکس کٹوتی کے اہل ہیں۔';

/**
 * The wording shipped, used until an Owner saves another: section 80G of the Income Tax Act, 1961
 * (in force from 1 April 1962) up to 2025-26; from 2026-27 section 133 of the Income-tax Act, 2025,
 * which replaces it from 1 April 2026. The trust should check both with its accountant.
 */
export const defaultReceiptWording = (): ReceiptWordingContent => ({
  deductions: [
    {
      fromYear: '1962-63',
      section: 'section 80G of the Income Tax Act, 1961',
      sectionUr: 'انکم ٹیکس ایکٹ 1961 کی دفعہ 80G',
      text: SENTENCE,
      textUr: SENTENCE_UR,
    },
    {
      fromYear: '2026-27',
      section: 'section 133 of the Income-tax Act, 2025',
      sectionUr: 'انکم ٹیکس ایکٹ 2025 کی دفعہ 133',
      text:
        'Donations to {{trust}} qualify for deduction under {{section}}, which replaces ' +
        'section 80G of the Income Tax Act, 1961.',
      textUr:
        '{{trust}} کو دیے گئے عطیات {{section}} کے تحت ٹیکس کٹوتی کے اہل ہیں، جو انکم ٹیکس ایکٹ ' +
        '1961 کی دفعہ 80G کی جگہ لیتی ہے۔',
    },
  ],
});

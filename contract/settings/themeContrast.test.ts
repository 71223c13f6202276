import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_COLORS, THEME_SHADES } from './rules';

/*
 * WCAG 2.2 AA for the five theme colours, computed from the contract's shades: 4.5:1 for text
 * (1.4.3), 3:1 for controls and their states (1.4.11). The stylesheet must declare the same
 * shades, so what is proven here is what the site paints.
 */

const THEME_CSS = readFileSync(
  path.join(__dirname, '..', '..', 'src', 'app', 'styles', 'theme.css'),
  'utf8',
);

function cssVariable(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(THEME_CSS);
  if (!match?.[1]) throw new Error(`theme.css declares no --${name}`);
  return match[1].toLowerCase();
}

/** Relative luminance of an sRGB colour (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const onPrimary = cssVariable('color-on-primary');
const surface = cssVariable('color-surface');
const pageBackground = cssVariable('color-page');
const track = cssVariable('color-track');

describe('the contrast formula', () => {
  it('gives the known extremes and a known pair', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    // #767676 on white is the classic lightest grey that passes AA.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(THEME_COLORS)('the %s theme', (color) => {
  const { primary, soft } = THEME_SHADES[color];

  it('is painted with the contract’s shades', () => {
    expect(cssVariable(`theme-${color}`)).toBe(primary);
    expect(cssVariable(`theme-${color}-soft`)).toBe(soft);
  });

  it('carries readable text: white on it, and it on white, the page and its tint', () => {
    expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary, pageBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary, soft)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes controls stand out: buttons, focus rings and the progress bar’s fill', () => {
    expect(contrast(primary, surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(primary, pageBackground)).toBeGreaterThanOrEqual(3);
    expect(contrast(primary, track)).toBeGreaterThanOrEqual(3);
  });
});

describe('the neutral colours', () => {
  it('keep body and secondary text readable on the surface and the page', () => {
    for (const background of [surface, pageBackground]) {
      expect(contrast(cssVariable('color-text'), background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(cssVariable('color-muted'), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

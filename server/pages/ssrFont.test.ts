import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { urduFont } from './ssrFont';

const urduFontPreload = async (dir: string, template: string) =>
  (await urduFont(dir, template)).preload;

/* The Urdu pages' font preload names the file the build's stylesheet uses for Urdu text. */

const face = (weight: number, file: string, range = 'U+0600-06FF, U+FB50-FDFF') =>
  `@font-face{font-family:"Noto Nastaliq Urdu";font-style:normal;font-weight:${weight};` +
  `font-display:swap;src:url(${file}) format("woff2");unicode-range:${range}}`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'charity-font-'));
  mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function build(css: string): string {
  writeFileSync(path.join(dir, 'assets', 'styles.abc.css'), css);
  return '<head><link href=/assets/styles.abc.css rel=stylesheet></head>';
}

describe('the Urdu font preload', () => {
  it('names the regular Arabic-script woff2 of the linked stylesheet, as the CSS fetches it', async () => {
    const template = build(
      `body{margin:0}${face(700, '/assets/urdu-700.b2.woff2')}` +
        `${face(400, '/assets/latin-400.c3.woff2', 'U+0000-00FF')}` +
        `${face(400, '/assets/urdu-400.a1.woff2')}`,
    );
    expect(await urduFontPreload(dir, template)).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/urdu-400.a1.woff2"/>',
    );
  });

  it('names the face that draws Urdu letters, not the one for the rest of the Arabic script', async () => {
    const template = build(
      `${face(400, '/assets/arabic-400.d4.woff2', 'U+0600-0620, U+06C4-06D1, U+06D5-06FF')}` +
        `${face(400, '/assets/urdu-400.e5.woff2', 'U+0621-063A, U+06C1-06C3, U+06D2-06D4')}`,
    );
    expect(await urduFontPreload(dir, template)).toContain('href="/assets/urdu-400.e5.woff2"');
  });

  it('resolves a URL relative to the stylesheet', async () => {
    const template = build(face(400, '"../fonts/urdu.woff2"'));
    expect(await urduFontPreload(dir, template)).toContain('href="/fonts/urdu.woff2"');
  });

  it('is empty when the build has no such face, or names no stylesheet inside the build', async () => {
    expect(await urduFontPreload(dir, build('body{margin:0}'))).toBe('');
    expect(await urduFontPreload(dir, '<link href=/../../etc/x.css rel=stylesheet>')).toBe('');
  });
});

import { readBuiltFile, stylesheetsOf } from './pageBoot';
import { escapeAttribute } from './seo';
import { fontFacesIn, parseUnicodeRange, rangesInclude, type FontFaceRule } from './fontFaces';

/*
 * An Urdu page's text waits for the Nastaliq face, which the browser only discovers once the
 * text is laid out. A preload starts that download with the page. Only the regular face that
 * draws Urdu's letters (src/app/styles/urdu.css): that is what the first screen's text is set
 * in; the face for the rest of the Arabic script is fetched only by a page that uses it. English
 * pages get none, so English visitors never download the face. The file's hashed name is read
 * from the build's stylesheets, so it is always the one the CSS asks for (a preload the CSS does
 * not use is a second download).
 */

/** ے (yeh barree): a letter of Urdu's own, not of Arabic or Persian. */
const URDU_LETTER = 0x06d2;

function isRegularUrdu({ weight, style, range }: FontFaceRule): boolean {
  if ((weight !== '400' && weight !== 'normal') || style !== 'normal') return false;
  try {
    return rangesInclude(parseUnicodeRange(range), URDU_LETTER);
  } catch {
    return false; // not a range this code reads: not the face to preload
  }
}

/** The site path of the regular woff2 that draws Urdu's letters in `css` (served at `cssPath`). */
function urduFontIn(css: string, cssPath: string): string | undefined {
  const url = fontFacesIn(css).find((face) => face.url && isRegularUrdu(face))?.url;
  return url && new URL(url, `http://site${cssPath}`).pathname;
}

function fontPreloadTag(href: string): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}"/>`;
}

/**
 * The preload tag for Urdu pages, from the stylesheets `template` (the built index.html in
 * `clientDir`) links; empty when the build has no such face.
 */
export async function urduFontPreload(clientDir: string, template: string): Promise<string> {
  for (const cssPath of stylesheetsOf(template)) {
    const href = urduFontIn((await readBuiltFile(clientDir, cssPath)) ?? '', cssPath);
    if (href) return fontPreloadTag(href);
  }
  return '';
}

import path from 'node:path';
import { CRITICAL_FACE_FAMILY, CRITICAL_SPACE_FAMILY } from '@contract/pages';
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

type UrduFont = {
  /** The preload tag for Urdu pages; empty when the build has no such face. */
  preload: string;
  /** The face's file, which critical faces are cut from. */
  file: string | undefined;
};

/** Urdu pages' face, from the stylesheets `template` (the built index.html in `clientDir`) links. */
export async function urduFont(clientDir: string, template: string): Promise<UrduFont> {
  for (const cssPath of stylesheetsOf(template)) {
    const href = urduFontIn((await readBuiltFile(clientDir, cssPath)) ?? '', cssPath);
    if (href) return { preload: fontPreloadTag(href), file: path.join(clientDir, href) };
  }
  return { preload: '', file: undefined };
}

/** Where a system has the face itself (iOS), its own copy draws the same text first. */
const LOCAL_FACE =
  "local('Noto Nastaliq Urdu'),local('NotoNastaliqUrdu-Regular'),local('NotoNastaliqUrdu')";

/**
 * The head of an Urdu page whose critical face (at `href`) stands in for the full face: the
 * face, preloaded, as the families src/app/styles/urdu.css gives the first screen's texts and,
 * for the space alone, the rest of the page (contract/pages/criticalFace.ts).
 */
export function criticalFaceHead(href: string): string {
  const face = (family: string, range: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-weight:400;font-display:swap;` +
    `src:${LOCAL_FACE},url(${escapeAttribute(href)}) format('woff2')${range}}`;
  return (
    fontPreloadTag(href) +
    `<style>${face(CRITICAL_FACE_FAMILY, '')}${face(CRITICAL_SPACE_FAMILY, ';unicode-range:U+0020')}</style>`
  );
}

/*
 * The styles a rendered page carries inline: of the site's stylesheet, only the rules that can
 * apply to the page's own markup, written without comments or spare spaces. The whole sheet
 * holds every public page's styles (about 49 KB, 10.7 KB compressed); the home page uses under
 * half of it, a project page a third. Inlined whole, it made the home page's HTML 24 KB on the
 * wire: more than a connection's first round trip carries (14.6 KB, ten TCP segments), so the
 * first screen's picture could only be asked for a round trip later, and a slow phone parsed
 * and matched every rule before its first paint. The boot loader links the whole sheet when it
 * starts the app (pageBoot.ts), so what the app shows later (a menu, a form, another page) finds
 * its styles.
 *
 * A rule is left out only when each of its selectors names a class that no element of the page
 * has: such a selector cannot match until the app changes the markup. Classes inside brackets
 * or parentheses (`:not(.x)`, `:is(.a, .b)`, `[href$=".pdf"]`) are not counted, nor is a
 * selector with an escape read at all: those are kept. At-rules other than @media, @supports,
 * @layer and @container (the font faces, keyframes, @page) are kept as they are.
 */

type Piece =
  | { kind: 'rule'; selectors: string[]; body: string }
  | { kind: 'group'; prelude: string; pieces: Piece[] }
  | { kind: 'verbatim'; text: string };

/** A stylesheet read once: its pieces, in order. */
type Stylesheet = Piece[];

/** At-rules whose block holds style rules, each kept or left out like the rest. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container']);

const TOKEN =
  /"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\/\*[\s\S]*?(?:\*\/|$)|\s+|[^"'/\s]+|[\s\S]/g;

/** Around these a space is never needed; after `:` and `,` neither. */
const TIGHT_BEFORE = new Set(['{', '}', ';', ',']);
const TIGHT_AFTER = new Set(['{', '}', ';', ',', ':']);

/** `css` without comments, runs of white space as one space or none; strings as written. */
export function compactCss(css: string): string {
  let out = '';
  let space = false;
  for (const [token] of css.matchAll(TOKEN)) {
    if (token.startsWith('/*') || /^\s/.test(token)) {
      space = true;
      continue;
    }
    if (space && out !== '' && !TIGHT_AFTER.has(out.at(-1)!) && !TIGHT_BEFORE.has(token[0]!)) {
      out += ' ';
    }
    space = false;
    // The last declaration of a block needs no semicolon.
    if (token.startsWith('}') && out.endsWith(';')) out = out.slice(0, -1);
    out += token;
  }
  return out;
}

/** The index of the first of `stops` in `text` from `from`, outside strings and brackets. */
function indexOutside(text: string, from: number, stops: string): number {
  let depth = 0;
  for (let at = from; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '"' || char === "'") {
      at = stringEnd(text, at);
    } else if (depth === 0 && stops.includes(char)) {
      return at;
    } else if (char === '(' || char === '[' || char === '{') {
      depth += 1;
    } else if (char === ')' || char === ']' || char === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  return text.length;
}

/** The index of the quote that closes the string opened at `start`. */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  let at = start + 1;
  while (at < text.length && text[at] !== quote) at += text[at] === '\\' ? 2 : 1;
  return at;
}

/** The selectors of a rule's prelude, split at its top-level commas. */
function splitSelectors(prelude: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  while (start <= prelude.length) {
    const end = indexOutside(prelude, start, ',');
    selectors.push(prelude.slice(start, end));
    start = end + 1;
  }
  return selectors;
}

/** The pieces of compact CSS text. */
function parsePieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  while (at < text.length) {
    const stop = indexOutside(text, at, '{;}');
    const prelude = text.slice(at, stop);
    if (text[stop] !== '{') {
      // A statement (@import, @charset, @layer a, b;) is kept as it is; a stray brace is not.
      if (text[stop] !== '}' && prelude !== '')
        pieces.push({ kind: 'verbatim', text: `${prelude};` });
      at = stop + 1;
      continue;
    }
    // The block ends at the brace that closes this one: past it, at depth 0, no `{` is open.
    const end = indexOutside(text, stop + 1, '}');
    const inside = text.slice(stop + 1, end);
    const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
    if (name !== undefined && GROUPING.has(name)) {
      pieces.push({ kind: 'group', prelude, pieces: parsePieces(inside) });
    } else if (name !== undefined) {
      pieces.push({ kind: 'verbatim', text: `${prelude}{${inside}}` });
    } else {
      pieces.push({ kind: 'rule', selectors: splitSelectors(prelude), body: inside });
    }
    at = end + 1;
  }
  return pieces;
}

/** `css` read into pieces, written compactly. */
export function parseStylesheet(css: string): Stylesheet {
  return parsePieces(compactCss(css));
}

/** A selector's text outside strings, brackets and parentheses. */
function topLevel(selector: string): string {
  let out = '';
  let depth = 0;
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at]!;
    if (char === '"' || char === "'") at = stringEnd(selector, at);
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Whether `selector` may match some element of a page whose elements have `classes`. */
function mayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  if (selector.includes('\\')) return true;
  for (const [, name] of topLevel(selector).matchAll(CLASS_NAME)) {
    if (!classes.has(name!)) return false;
  }
  return true;
}

function write(pieces: Piece[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'verbatim') {
      out += piece.text;
    } else if (piece.kind === 'group') {
      const inside = write(piece.pieces, classes);
      if (inside !== '') out += `${piece.prelude}{${inside}}`;
    } else {
      const selectors = piece.selectors.filter((selector) => mayMatch(selector, classes));
      if (selectors.length > 0) out += `${selectors.join(',')}{${piece.body}}`;
    }
  }
  return out;
}

const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** Every class name an element of `html` has. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, double, single, bare] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (double ?? single ?? bare ?? '').split(/\s+/)) {
      if (name !== '') classes.add(name);
    }
  }
  return classes;
}

/** The rules of `sheet` that can apply to the elements of `html`, as compact CSS. */
export function stylesFor(sheet: Stylesheet, html: string): string {
  return write(sheet, classesIn(html));
}

/** A stylesheet the boot template inlined (pageBoot.ts), with its address. */
const INLINED = /(<style data-href="[^"]*">)([\s\S]*?)(<\/style>)/g;

/** The sheets read so far, by their text: a build has one; a new build brings another. */
const read = new Map<string, Stylesheet>();
const MAX_READ = 4;

function sheetOf(css: string): Stylesheet {
  let sheet = read.get(css);
  if (!sheet) {
    sheet = parseStylesheet(css);
    if (read.size >= MAX_READ) read.clear();
    read.set(css, sheet);
  }
  return sheet;
}

/** `page` with each inlined stylesheet cut down to the rules the page's markup can use. */
export function withOwnStyles(page: string): string {
  const markup = page.replace(INLINED, '');
  return page.replace(
    INLINED,
    (_, open: string, css: string, close: string) =>
      `${open}${stylesFor(sheetOf(css), markup)}${close}`,
  );
}

/*
 * Reading server-rendered HTML as a client that runs no script would: the text, the headings,
 * and the state the page carries for the browser.
 */

/* The named entities React writes, and any numeric one, decoded as a browser would. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, decimal, name) => {
    if (hex || decimal) return String.fromCodePoint(parseInt(hex ?? decimal, hex ? 16 : 10));
    return NAMED[name as string] ?? entity;
  });
}

/** Visible text of a fragment: tags dropped (a <br> becomes a space), entities decoded. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup React rendered into #root (the state script follows it). */
export function rootOf(page: string): string {
  const start = page.indexOf('<div id="root">');
  const end = page.indexOf('<script type="application/json"');
  if (start < 0 || end < start) throw new Error('The page has no server-rendered #root.');
  return page.slice(start, end);
}

/** The text of every h1-h3 in the rendered app, in document order. */
export function headingsOf(page: string): string[] {
  const root = rootOf(page);
  return [...root.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) =>
    textOf(match[2] ?? ''),
  );
}

/** The raw text of the JSON state script. */
export function stateScriptOf(page: string, id = '__PRELOADED_STATE__'): string {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
    page,
  );
  if (!match?.[1]) throw new Error('The page carries no state script.');
  return match[1];
}

/** The opening <html> tag. */
export function htmlTagOf(page: string): string {
  // Whether an Urdu page's critical face is built yet is criticalFace.test.ts's matter.
  return (/<html\b[^>]*>/i.exec(page)?.[0] ?? '').replace(' data-critical-face', '');
}

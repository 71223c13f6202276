/*
 * Reading a page's head as a link-preview robot does: the <meta> and <link> tags, decoded.
 */

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function headOf(page: string): string {
  return /<head>([\s\S]*?)<\/head>/i.exec(page)?.[1] ?? '';
}

/** Every content of `<meta name|property="key">` in the head. */
export function metaOf(page: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"\\s*/?>`, 'g');
  return [...headOf(page).matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}

/** Every href of `<link rel="rel" [hreflang="lang"]>` in the head. */
export function linksOf(page: string, rel: string, hreflang?: string): string[] {
  const lang = hreflang ? ` hreflang="${hreflang}"` : '';
  const pattern = new RegExp(`<link rel="${rel}"${lang} href="([^"]*)"\\s*/?>`, 'g');
  return [...headOf(page).matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}

/** The text of the page's <title>. */
export function titleOf(page: string): string {
  return decode(/<title>([\s\S]*?)<\/title>/i.exec(page)?.[1] ?? '');
}

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract';

type LanguageHeaders = { cookie?: string | undefined; 'accept-language'?: string | undefined };

function supported(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** The supported language the browser prefers most (`ur-PK;q=0.9, en;q=0.8` → ur). */
export function preferredLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: supported(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language;
}

/**
 * The language a page is rendered in: the visitor's choice (the cookie the SPA writes when the
 * language changes), else the browser's preference, else English, the order the SPA uses.
 */
export function pageLanguage(headers: LanguageHeaders, cookieName: string): Language {
  return (
    supported(cookieValue(headers.cookie, cookieName)) ??
    preferredLanguage(headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

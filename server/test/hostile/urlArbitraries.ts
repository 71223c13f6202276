import fc from 'fast-check';
import { webUrl } from './webUrl';

/*
 * Links a browser would run as code, written every way that slips past a naive check: any
 * casing, leading spaces and control characters, tabs and newlines inside the scheme (browsers
 * drop them), and the scheme or its colon as HTML entities or percent escapes.
 */

const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript'] as const;

const PAYLOADS = [
  'alert(1)',
  'alert(document.cookie)//',
  '//example.org/%0Aalert(1)',
  'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'text/html,<script>alert(1)</script>',
  'msgbox("x")',
  '',
];

/** Characters browsers strip or skip around and inside a URL's scheme. */
const INVISIBLE = ['\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f', '\u000b', '\u000c'];

const randomCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''),
    );

/** One character of the scheme, as itself or encoded. */
const encodedChar = (char: string) =>
  fc.constantFrom(
    char,
    `%${char.charCodeAt(0).toString(16)}`,
    `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    `&#${char.charCodeAt(0)};`,
    `&#x${char.charCodeAt(0).toString(16)};`,
    `&#0000${char.charCodeAt(0)}`,
  );

const encoded = (text: string) =>
  fc.tuple(...[...text].map(encodedChar)).map((chars) => chars.join(''));

const COLONS = [':', ':', ':', '%3a', '%3A', '&colon;', '&#58;', '&#x3a;', '\t:', ':\n'];

/** A dangerous scheme, disguised. */
const disguisedScheme = fc
  .tuple(fc.constantFrom(...DANGEROUS_SCHEMES), fc.nat({ max: 3 }))
  .chain(([scheme, how]) => {
    if (how === 0) return fc.constant(scheme);
    if (how === 1) return randomCase(scheme);
    if (how === 2) return encoded(scheme);
    // Invisible characters spread through the scheme.
    return fc
      .array(fc.constantFrom('', ...INVISIBLE), {
        minLength: scheme.length,
        maxLength: scheme.length,
      })
      .chain((gaps) =>
        randomCase([...scheme].map((char, i) => `${char}${gaps[i] ?? ''}`).join('')),
      );
  });

export const dangerousUrl = fc
  .tuple(
    fc.array(fc.constantFrom(...INVISIBLE), { maxLength: 4 }).map((chars) => chars.join('')),
    disguisedScheme,
    fc.constantFrom(...COLONS),
    fc.constantFrom(...PAYLOADS),
  )
  .map(([lead, scheme, colon, payload]) => `${lead}${scheme}${colon}${payload}`);

/** Real web links, which every URL field must keep accepting. */
export const httpUrl = webUrl({
  validSchemes: ['http', 'https'],
  withQueryParameters: true,
  withFragments: true,
}).chain((url) => randomCase(url.slice(0, url.indexOf(':'))).map((s) => s + url.slice(s.length)));

const junk = fc
  .array(
    fc.oneof(
      fc.constantFrom('\\', '%', '&#', ';', '@', '#', '?', '/', ':', '.', ...INVISIBLE),
      fc.string({ maxLength: 2 }),
    ),
    { maxLength: 3 },
  )
  .map((parts) => parts.join(''));
/* Mostly nothing, so a fair share of the links come out well formed. */
const someJunk = fc.oneof(fc.constant(''), fc.constant(''), fc.constant(''), junk);

/** Text shaped like a link, with junk between its parts: sometimes a web link, mostly not. */
export const urlishText = fc
  .tuple(
    someJunk,
    fc.constantFrom('http', 'HTTPS', 'hTtP', 'javascript', 'data', 'vbscript', 'ftp', 'file'),
    someJunk,
    fc.constantFrom(':', '://', ':/', '%3A//', ':\\\\'),
    someJunk,
    fc.constantFrom('example.org', 'a', '[::1]', '127.0.0.1:8080', ''),
    junk,
  )
  .map((parts) => parts.join(''));

/** What a browser makes of an href before choosing its scheme (WHATWG URL, simplified). */
export function browserScheme(value: string): string | undefined {
  // C0 controls and spaces around the link, then tabs and newlines anywhere, are dropped.
  // eslint-disable-next-line no-control-regex
  const edges = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
  const cleaned = value.replace(edges, '').replace(/[\t\n\r]/g, '');
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase();
}

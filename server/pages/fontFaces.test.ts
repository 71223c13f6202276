import { fontFacesIn, parseUnicodeRange, rangesInclude } from './fontFaces';

describe('a CSS unicode-range', () => {
  it('reads single code points, intervals and wildcards, sorted and merged', () => {
    expect(parseUnicodeRange('U+06D2, U+0600-060B,u+060c , U+4??, U+1EE00-1EE03')).toEqual([
      [0x400, 0x4ff],
      [0x600, 0x60c],
      [0x6d2, 0x6d2],
      [0x1ee00, 0x1ee03],
    ]);
    // As a minifier writes it.
    expect(parseUnicodeRange('U+06??,U+0750-077f')).toEqual([
      [0x600, 0x6ff],
      [0x750, 0x77f],
    ]);
    expect(parseUnicodeRange('')).toEqual([]);
  });

  it('refuses what is not a range', () => {
    expect(() => parseUnicodeRange('U+0600-06FF, serif')).toThrow(
      'Not a unicode-range entry: serif',
    );
  });

  it('answers whether a code point is inside', () => {
    const urdu = parseUnicodeRange('U+0621-063A, U+06D2-06D4');
    expect(
      [0x0621, 0x062f, 0x063a, 0x06d2, 0x06d4].every((code) => rangesInclude(urdu, code)),
    ).toBe(true);
    expect([0x0620, 0x063b, 0x06d1, 0x06d5, 0x41].some((code) => rangesInclude(urdu, code))).toBe(
      false,
    );
  });
});

describe("a stylesheet's @font-face rules", () => {
  it('reads each one: its first woff2, weight, style and range, with CSS defaults', () => {
    const css =
      'body{margin:0}' +
      "@font-face{font-family:'A';font-weight:700;font-style:italic;" +
      "src:url('./a.woff2') format('woff2'),url(./a.woff) format('woff');unicode-range:U+06??}" +
      '@font-face{font-family:B;src:url(/b.woff) format("woff")}';
    expect(fontFacesIn(css)).toEqual([
      { url: './a.woff2', weight: '700', style: 'italic', range: 'U+06??' },
      { url: undefined, weight: '400', style: 'normal', range: '' },
    ]);
  });
});

import fc from 'fast-check';
import { binaryString } from './binaryChar';

/*
 * fc.webUrl as fast-check 4 builds it, part for part, with the percent-encoded characters drawn
 * through binaryChar: the same links for a seed, without the ten seconds fast-check's own
 * takes to start in every test file (see binaryChar.ts).
 */

type Size = fc.SizeForArbitrary;
type ResolvedSize = 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge';

const LETTERS_AND_DIGITS = [
  { num: 26, build: (v: number) => String.fromCharCode(v + 97) },
  { num: 26, build: (v: number) => String.fromCharCode(v + 65) },
  { num: 10, build: (v: number) => String.fromCharCode(v + 48) },
];

const percentChar = binaryString({ minLength: 1, maxLength: 1 }).map(
  (c) => {
    const encoded = encodeURIComponent(c);
    return c !== encoded ? encoded : `%${c.charCodeAt(0).toString(16)}`;
  },
  (value) => {
    if (typeof value !== 'string') throw new Error('Unsupported');
    return decodeURIComponent(value);
  },
);

/** Mostly a letter, digit or one of `others`; now and then any character, percent-encoded. */
const units = new Map<string, fc.Arbitrary<string>>();
function urlUnit(others: string): fc.Arbitrary<string> {
  let unit = units.get(others);
  if (!unit) {
    const plain = fc.mapToConstant(...LETTERS_AND_DIGITS, {
      num: others.length,
      build: (v) => others[v] ?? '',
    });
    unit = fc.oneof({ weight: 10, arbitrary: plain }, { weight: 1, arbitrary: percentChar });
    units.set(others, unit);
  }
  return unit;
}

const webSegment = (size: Size) => fc.string({ unit: urlUnit("-._~!$&'()*+,;=:@"), size });

const queryOrFragment = (size: Size) => fc.string({ unit: urlUnit("-._~!$&'()*+,;=:@/?"), size });

const SQRT_SIZE: Record<ResolvedSize, [ResolvedSize, ResolvedSize]> = {
  xsmall: ['xsmall', 'xsmall'],
  small: ['small', 'xsmall'],
  medium: ['small', 'small'],
  large: ['medium', 'small'],
  xlarge: ['medium', 'medium'],
};

function pathOf(segmentSize: ResolvedSize, countSize: ResolvedSize) {
  return fc.array(webSegment(segmentSize), { size: countSize }).map(
    (segments) => segments.map((segment) => `/${segment}`).join(''),
    (value) => {
      if (typeof value !== 'string') throw new Error('Incompatible value received: type');
      if (value.length !== 0 && value[0] !== '/') {
        throw new Error('Incompatible value received: start');
      }
      return value.split('/').slice(1);
    },
  );
}

function webPath(size: ResolvedSize) {
  const [segmentSize, countSize] = SQRT_SIZE[size];
  if (segmentSize === countSize) return pathOf(segmentSize, countSize);
  return fc.oneof(pathOf(segmentSize, countSize), pathOf(countSize, segmentSize));
}

const URL_PARTS =
  /^([[A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?$/;

type Parts = [string, string, string, string | null, string | null];

export function webUrl(constraints: {
  validSchemes: string[];
  withQueryParameters: boolean;
  withFragments: boolean;
}): fc.Arbitrary<string> {
  const size = (fc.readConfigureGlobal().baseSize ?? 'small') as ResolvedSize;
  return fc
    .tuple(
      fc.constantFrom(...constraints.validSchemes),
      fc.webAuthority({ size }),
      webPath(size),
      constraints.withQueryParameters ? fc.option(queryOrFragment(size)) : fc.constant(null),
      constraints.withFragments ? fc.option(queryOrFragment(size)) : fc.constant(null),
    )
    .map(
      ([scheme, authority, path, query, fragment]) =>
        `${scheme}://${authority}${path}${query === null ? '' : `?${query}`}${
          fragment === null ? '' : `#${fragment}`
        }`,
      (value): Parts => {
        if (typeof value !== 'string') throw new Error('Incompatible value received: type');
        const m = URL_PARTS.exec(value);
        if (m === null) throw new Error('Incompatible value received');
        return [
          m[1] ?? '',
          m[2] ?? '',
          m[3] ?? '',
          m[4] !== undefined ? m[4].substring(1) : null,
          m[5] !== undefined ? m[5].substring(1) : null,
        ];
      },
    );
}

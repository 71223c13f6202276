import fc from 'fast-check';
import { KEPT_FORMAT_CHARACTERS, withoutFormatControls } from './plainText';

/** The format characters that play tricks: bidi controls, invisible ones, tags. */
const TRICKS = [
  ...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069',
  ...'\u00AD\u180E\u200B\u2060\u2061\u2064\u206A\u206F\uFEFF\uFFF9\uFFFB',
  '\u{1BCA0}',
  '\u{1D173}',
  '\u{E0001}',
  '\u{E0041}',
  '\u{E007F}',
];
const MARKS = ['\u200C', '\u200D', '\u200E', '\u200F', '\u061C'];

const trick = fc.constantFrom(...TRICKS);
/** Text of any characters but format ones, with something visible in it. */
const plainText = fc
  .string({ unit: 'grapheme', minLength: 1 })
  .map((text) => text.replace(/\p{Cf}/gu, ''))
  .filter((text) => /[^\s]/u.test(text));

/** `text` with `inserted` put in at the given places. */
function withInserted(text: string, inserted: [number, string][]): string {
  const characters = [...text];
  for (const [at, character] of inserted) {
    characters.splice(at % (characters.length + 1), 0, character);
  }
  return characters.join('');
}

describe('withoutFormatControls', () => {
  it('undoes the reversed file name: the override and its end go', () => {
    expect(withoutFormatControls('Ali \u202Egnp.exe\u202C Khan')).toBe('Ali gnp.exe Khan');
    expect(withoutFormatControls('\u2066Asha\u2069 \u200BRao\uFEFF')).toBe('Asha Rao');
  });

  it('keeps the joiners and marks Urdu writes with, and the signs that draw', () => {
    expect(withoutFormatControls('علی\u200Cاحمد')).toBe('علی\u200Cاحمد');
    expect(withoutFormatControls('\u200Fمحمد (ایم)\u200F')).toBe('\u200Fمحمد (ایم)\u200F');
    expect(withoutFormatControls('\u06DD١٢')).toBe('\u06DD١٢');
    expect(withoutFormatControls('👩\u200D💻')).toBe('👩\u200D💻');
  });

  it('leaves nothing of a text made only of controls, spaces and marks', () => {
    expect(withoutFormatControls('\u202E\u200B\u2066\u2069')).toBe('');
    expect(withoutFormatControls(' \u200C\u200F \u200B ')).toBe('');
    expect(withoutFormatControls('')).toBe('');
  });

  it('takes out every trick put anywhere into a text, and nothing else', () => {
    fc.assert(
      fc.property(plainText, fc.array(fc.tuple(fc.nat(), trick)), (text, tricks) => {
        expect(withoutFormatControls(withInserted(text, tricks))).toBe(text);
      }),
    );
  });

  it('keeps the marks put anywhere into a text', () => {
    fc.assert(
      fc.property(
        plainText,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...MARKS))),
        (text, marks) => {
          const marked = withInserted(text, marks);
          expect(withoutFormatControls(marked)).toBe(marked);
        },
      ),
    );
  });

  it('answers no format character but the kept ones, and is the same twice', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const plain = withoutFormatControls(text);
        for (const character of plain.match(/\p{Cf}/gu) ?? []) {
          expect(character).toMatch(KEPT_FORMAT_CHARACTERS);
        }
        expect(withoutFormatControls(plain)).toBe(plain);
      }),
    );
  });
});

/*
 * Text a person types (a donor's name, an admin's texts) is stored without the invisible format
 * characters that can make it draw as something else: the bidirectional embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069), which turn "Ali \u202Egnp.exe\u202C" into what reads
 * as "Ali exe.png", and every other character of Unicode's category Cf (format), such as the zero
 * width space U+200B, the word joiner U+2060, U+FEFF and the soft hyphen U+00AD, which hide text
 * or make two equal-looking names differ. Plain constants and code: the web app may use it too.
 */

/**
 * The format characters kept, which Urdu needs or which draw a visible sign:
 * - U+200C zero width non-joiner and U+200D zero width joiner: how Urdu writes a word apart or
 *   together (علی‌احمد), and how emoji combine;
 * - U+200E left-to-right mark, U+200F right-to-left mark, U+061C Arabic letter mark: marks that
 *   place neutral characters (a bracket, a full stop) without embedding or overriding anything;
 * - the Arabic number signs U+0600-U+0605, U+06DD end of ayah, U+08E2, U+0890-U+0891, Syriac
 *   U+070F and Kaithi U+110BD, U+110CD: signs drawn around the digits that follow them.
 */
export const KEPT_FORMAT_CHARACTERS =
  /[\u200C-\u200F\u061C\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]/u;

/** Every format character (Unicode category Cf). */
const FORMAT_CHARACTER = /\p{Cf}/gu;

/** Something a reader sees: neither white space nor one of the invisible marks kept above. */
const VISIBLE = /[^\s\u200C-\u200F\u061C]/u;

/**
 * `text` without the format characters that play tricks (all of category Cf but those in
 * `KEPT_FORMAT_CHARACTERS`). A text with nothing visible left (only spaces, joiners and marks)
 * becomes '', so a name made only of controls is no name: an anonymous gift. Clean first, then
 * trim: "\u200B Ali" trimmed first would keep its space.
 */
export function withoutFormatControls(text: string): string {
  const plain = text.replace(FORMAT_CHARACTER, (character) =>
    KEPT_FORMAT_CHARACTERS.test(character) ? character : '',
  );
  return VISIBLE.test(plain) ? plain : '';
}

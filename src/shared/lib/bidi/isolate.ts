const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Wraps a phone number or an address placed inside a sentence so it keeps its own
 * left-to-right order in Urdu text (otherwise `+91...` shows its plus on the wrong side).
 */
export function isolateLtr(text: string): string {
  return text ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

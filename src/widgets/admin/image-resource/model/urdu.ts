/** The Urdu field of a text field (contract: `nameUr` beside `name`). */
export const urduOf = (name: string) => `${name}Ur`;

/** Whether any of the item's texts (`names`) has no Urdu yet. */
export function lacksUrdu(item: object, names: readonly string[]): boolean {
  const texts = item as Record<string, unknown>;
  return names.some((name) => String(texts[urduOf(name)] ?? '').trim() === '');
}

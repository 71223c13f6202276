import { urduOf } from '@contract/pages';

/** Whether any of the item's texts (`names`) has no Urdu yet. */
export function lacksUrdu(item: object, names: readonly string[]): boolean {
  const texts = item as Record<string, unknown>;
  return names.some((name) => String(texts[urduOf(name)] ?? '').trim() === '');
}

import type { ListEnvelope } from '@contract/common';

/**
 * The items a list answers: with `?urdu=missing`, only those with a text (of `urduTexts`) whose
 * Urdu is not given, as the server filters them.
 */
export function urduFiltered<T>(
  items: readonly T[],
  url: string,
  urduTexts: readonly string[],
): readonly T[] {
  if (new URL(url).searchParams.get('urdu') !== 'missing') return items;
  return items.filter((item) =>
    urduTexts.some((name) => !(item as Record<string, unknown>)[`${name}Ur`]),
  );
}

/**
 * One page of `items` as the server answers `?page=&limit=` (pages start at 1), and
 * `&urdu=missing` for the texts named.
 */
export function pageOf<T>(
  all: readonly T[],
  url: string,
  urduTexts: readonly string[] = [],
): ListEnvelope<T> {
  const items = urduFiltered(all, url, urduTexts);
  const query = new URL(url).searchParams;
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const limit = Math.max(1, Number(query.get('limit') ?? 10));
  return {
    data: items.slice((page - 1) * limit, page * limit),
    metadata: { page, limit, total: items.length, hasNext: page * limit < items.length },
  };
}

/** All of `items` as the one page a list of `limit` a page answers. */
export function onlyPage<T>(items: readonly T[], limit = 20): ListEnvelope<T> {
  return { data: [...items], metadata: { page: 1, limit, total: items.length, hasNext: false } };
}

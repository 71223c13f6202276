/**
 * `items` in the order `ids` gives them while a new order is being saved; items it does not name
 * (added meanwhile) after them, as the server would list them.
 */
export function ordered<Item extends { id: number }>(
  items: readonly Item[],
  ids: readonly number[] | null,
): Item[] {
  if (!ids) return [...items];
  const place = new Map(ids.map((id, index) => [id, index]));
  const rank = (item: Item) => place.get(item.id) ?? ids.length;
  return [...items].sort((a, b) => rank(a) - rank(b));
}

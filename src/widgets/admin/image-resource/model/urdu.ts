import { lacksUrdu } from '@/shared/ui/admin-bilingual-field';
import { useUrduMissingOnly } from '@/shared/ui/admin-list-view';

/**
 * A whole list as the admin asked to see it: every item, or (`?urdu=missing`) only those whose
 * texts (`fields`) lack Urdu; and the names of those texts.
 */
export function useUrduShown<Item extends object>(
  list: Item[] | undefined,
  fields: readonly { name: string }[],
) {
  const [missingOnly] = useUrduMissingOnly();
  const texts = fields.map(({ name }) => name);
  return { shown: missingOnly ? list?.filter((item) => lacksUrdu(item, texts)) : list, texts };
}

import { useTranslation } from 'react-i18next';
import type { ImageResourceBase } from '../model/types';

/** The list's delete: the call, and the failure toast's text when the resource words its own. */
export function useItemDelete<Item extends { id: number }>(resource: ImageResourceBase<Item>) {
  const { t } = useTranslation();
  const [remove] = resource.useDelete();
  const { deleteFailed } = resource.texts;
  const ownWording = deleteFailed && t(deleteFailed);
  return {
    remove: (item: Item) => () => remove(item.id).unwrap(),
    failureMessage: (error: unknown) => resource.deleteRefusal?.(error) ?? ownWording,
  };
}

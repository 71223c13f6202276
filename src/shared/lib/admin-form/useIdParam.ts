import { useParams } from 'react-router-dom';

/**
 * The route's `:id` as a record id, or undefined when it is none ('abc', '0'): an edit screen
 * then skips the request and says the item does not exist.
 */
export function useIdParam(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

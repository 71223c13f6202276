type FieldValue = string | number | boolean | undefined;

// The multipart builder lives in form-data, which the (public) entities may import.
export { toFormData } from '@/shared/lib/form-data';

/**
 * The fields of an edit that differ from the stored item: PATCH changes only what it is sent,
 * so an untouched field is left out. A blank field where nothing is stored (an Urdu text not
 * given yet, null) is untouched too.
 */
export function changedFields<T extends Record<string, FieldValue>>(
  values: T,
  stored: Partial<Record<keyof T, unknown>>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => (stored[name as keyof T] ?? '') !== value),
  ) as Partial<T>;
}

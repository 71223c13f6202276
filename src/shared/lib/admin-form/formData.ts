type FieldValue = string | number | undefined;

/**
 * A multipart body for an admin save: each field that has a value, then the file (if one was
 * chosen) under `fileField`. Sent as the request `body` with no Content-Type, so the browser
 * writes the boundary itself.
 */
export function toFormData(
  fields: Record<string, FieldValue>,
  file?: File,
  fileField = 'image',
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  if (file) body.append(fileField, file);
  return body;
}

/**
 * The fields of an edit that differ from the stored item: PATCH changes only what it is sent,
 * so an untouched field is left out.
 */
export function changedFields<T extends Record<string, FieldValue>>(
  values: T,
  stored: Partial<Record<keyof T, unknown>>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => stored[name as keyof T] !== value),
  ) as Partial<T>;
}

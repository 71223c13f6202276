type FieldValue = string | number | boolean | undefined;

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

/** A file as a test sees it in a request: what the server would read of it. */
export type SentFile = { fileName: string; type: string; size: number };

export type SentFields = Record<string, string | SentFile>;

/**
 * The fields of a multipart request as plain values, so a test can assert exactly what was sent
 * (`toEqual`), files included by name, type and size.
 */
export async function sentFields(request: Request): Promise<SentFields> {
  const form = await request.clone().formData();
  const fields: SentFields = {};
  for (const [name, value] of form.entries()) {
    fields[name] =
      typeof value === 'string'
        ? value
        : { fileName: value.name, type: value.type, size: value.size };
  }
  return fields;
}

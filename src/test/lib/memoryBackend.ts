import { http, HttpResponse } from 'msw';
import { sentFields, type SentFields } from './sentBody';

/** One change the admin screens asked for, as the server received it. */
export type SentCall = { method: string; id?: number; fields?: SentFields };

type MemoryBackendOptions<T extends { id: number }> = {
  /** GET answers the list here; POST adds to it. */
  listUrl: string;
  /** PATCH and DELETE, with an `:id` parameter. */
  itemUrl: string;
  initial: readonly T[];
  /** The new item a POST's fields describe. */
  create: (fields: SentFields, id: number) => T;
  /** The item after a PATCH's fields (only those sent change). */
  update: (item: T, fields: SentFields) => T;
};

const notFound = () =>
  HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, { status: 404 });

/**
 * A resource API that remembers, for a multipart admin resource: list, add, edit and delete act
 * on a copy of `initial`, so a list asked again after a change shows it. `sent` records every
 * change asked for.
 */
export function memoryBackend<T extends { id: number }>({
  listUrl,
  itemUrl,
  initial,
  create,
  update,
}: MemoryBackendOptions<T>) {
  let items = initial.map((item) => ({ ...item }));
  const sent: SentCall[] = [];
  const find = (id: number) => items.find((item) => item.id === id);

  const handlers = [
    http.get(listUrl, () => HttpResponse.json(items)),
    http.post(listUrl, async ({ request }) => {
      const fields = await sentFields(request);
      sent.push({ method: 'POST', fields });
      const item = create(fields, Math.max(0, ...items.map(({ id }) => id)) + 1);
      items = [...items, item];
      return HttpResponse.json(item, { status: 201 });
    }),
    http.patch(itemUrl, async ({ request, params }) => {
      const id = Number(params.id);
      const fields = await sentFields(request);
      sent.push({ method: 'PATCH', id, fields });
      const current = find(id);
      if (!current) return notFound();
      const item = update(current, fields);
      items = items.map((entry) => (entry.id === id ? item : entry));
      return HttpResponse.json(item);
    }),
    http.delete(itemUrl, ({ params }) => {
      const id = Number(params.id);
      sent.push({ method: 'DELETE', id });
      if (!find(id)) return notFound();
      items = items.filter((entry) => entry.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, sent, items: () => items };
}

/** A text field of a sent form, if it was sent. */
export function sentText(fields: SentFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * An Urdu text as a sent form leaves it (contract `urduOf`): blank is none (null), as the server
 * stores it; not sent keeps `stored`.
 */
export function sentUrdu(fields: SentFields, name: string, stored: string | null): string | null {
  const sent = sentText(fields, name);
  return sent === undefined ? stored : sent.trim() || null;
}

/** The file name of a sent form's file field, if one was sent. */
export function sentFileName(fields: SentFields, name = 'image'): string | undefined {
  const value = fields[name];
  return value !== undefined && typeof value !== 'string' ? value.fileName : undefined;
}

import { http, HttpResponse, type JsonBodyType } from 'msw';
import { sentFields, type SentFields } from './sentBody';

/**
 * One change the admin screens asked for, as the server received it: the item's key (its `id`,
 * or the field the resource is addressed by), a multipart body's fields, or any other body as
 * text.
 */
export type SentCall<K extends string = 'id', V = number> = {
  method: string;
  fields?: SentFields;
  body?: string;
} & Partial<Record<K, V>>;

type MemoryBackendOptions<T, K extends keyof T & string> = {
  /** GET answers the list here; POST adds to it. */
  listUrl: string;
  /** GET (with `readsOne`), PATCH and DELETE, with a `:${key}` parameter. */
  itemUrl: string;
  initial: readonly T[];
  /** The new item a POST's fields describe. */
  create: (fields: SentFields, id: number) => T;
  /** The item after a PATCH's fields (only those sent change). */
  update: (item: T, fields: SentFields) => T;
  /** The field an item is addressed by in `itemUrl` (`id` unless said). */
  key?: K;
  /** What a list GET answers (every item unless said). */
  list?: (items: readonly T[], request: Request) => JsonBodyType;
  /** Answers GET `itemUrl` too. */
  readsOne?: boolean;
  /** A new item goes first (a newest-first list) rather than last. */
  addsFirst?: boolean;
  /** A POST refused before anything is added (a taken key, say), or none. */
  refuse?: (fields: SentFields, items: readonly T[]) => Response | undefined;
  notFound?: () => Response;
};

const notFoundError = () =>
  HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, { status: 404 });

/**
 * A resource API that remembers, for a multipart admin resource: list, add, edit and delete act
 * on a copy of `initial`, so a list asked again after a change shows it. `sent` records every
 * change asked for; `change` lets a test (or an extra handler) alter an item in place.
 */
export function memoryBackend<T extends { id: number }, K extends keyof T & string = 'id'>({
  listUrl,
  itemUrl,
  initial,
  create,
  update,
  key = 'id' as K,
  list = (items) => items,
  readsOne = false,
  addsFirst = false,
  refuse = () => undefined,
  notFound = notFoundError,
}: MemoryBackendOptions<T, K>) {
  let items = initial.map((item) => ({ ...item }));
  const sent: SentCall<K, T[K]>[] = [];
  // Ids are numbers; other keys are read as they stand in the URL.
  const keyOf = (param: unknown) => (key === 'id' ? Number(param) : String(param)) as T[K];
  const find = (value: T[K]) => items.find((item) => item[key] === value);
  const change = (value: T[K], changes: Partial<T>) => {
    items = items.map((item) => (item[key] === value ? { ...item, ...changes } : item));
  };
  const call = (method: string, value: T[K], fields?: SentFields) =>
    ({ method, [key]: value, ...(fields && { fields }) }) as SentCall<K, T[K]>;

  const handlers = [
    http.get(listUrl, ({ request }) => HttpResponse.json(list(items, request))),
    ...(readsOne
      ? [
          http.get(itemUrl, ({ params }) => {
            // Not an id (`news/logos` under `news/:id`): left to the other handlers.
            if (key === 'id' && !/^\d+$/.test(String(params[key]))) return undefined;
            const item = find(keyOf(params[key]));
            return item ? HttpResponse.json(item) : notFound();
          }),
        ]
      : []),
    http.post(listUrl, async ({ request }) => {
      const fields = await sentFields(request);
      sent.push({ method: 'POST', fields } as SentCall<K, T[K]>);
      const refused = refuse(fields, items);
      if (refused) return refused;
      const item = create(fields, Math.max(0, ...items.map(({ id }) => id)) + 1);
      items = addsFirst ? [item, ...items] : [...items, item];
      return HttpResponse.json(item, { status: 201 });
    }),
    http.patch(itemUrl, async ({ request, params }) => {
      const value = keyOf(params[key]);
      const fields = await sentFields(request);
      sent.push(call('PATCH', value, fields));
      const current = find(value);
      if (!current) return notFound();
      const item = update(current, fields);
      change(value, item);
      return HttpResponse.json(item);
    }),
    http.delete(itemUrl, ({ params }) => {
      const value = keyOf(params[key]);
      sent.push(call('DELETE', value));
      if (!find(value)) return notFound();
      items = items.filter((item) => item[key] !== value);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, sent, items: () => items, find, change };
}

/** A text field of a sent form, if it was sent. */
export function sentText(fields: SentFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/** `item` with each text field of `names` as the form sent it, where it sent one. */
export function withSentTexts<T>(
  item: T,
  fields: SentFields,
  names: readonly (keyof T & string)[],
): T {
  const sent = names.flatMap((name) => {
    const text = sentText(fields, name);
    return text === undefined ? [] : [[name, text]];
  });
  return { ...item, ...Object.fromEntries(sent) };
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

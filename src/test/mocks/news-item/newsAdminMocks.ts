import { http, HttpResponse } from 'msw';
import { uploadUrl, type ErrorBody, type NewsItem } from '@contract';
import { API_PREFIX } from '@/shared/config';
import { sentFields, sentUrdu, type SentFields } from '@/test/lib';
import { pageOf } from '@/test/lib';
import { demoNews, NEWS_URDU_TEXTS, NEWS_URL } from './newsMocks';

export const NEWS_ITEM_URL = `*${API_PREFIX}/news/:id`;

/** One call the admin screens made, as the server received it. */
export type SentNewsCall = {
  method: string;
  id?: number;
  /** A multipart body's fields. */
  fields?: SentFields;
  /** Any other body, as text ('' when empty). */
  body?: string;
};

const notFound = () =>
  HttpResponse.json<ErrorBody>(
    { statusCode: 404, error: 'Not Found', message: 'News item not found' },
    { status: 404 },
  );

/** The item `fields` describe, as the server would answer it. */
function withFields(item: NewsItem, fields: SentFields): NewsItem {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const logo = text('logo');
  const image = fields.image;
  return {
    ...item,
    heading: text('heading') ?? item.heading,
    // A blank Urdu is none, as the server stores it.
    headingUr: sentUrdu(fields, 'headingUr', item.headingUr),
    link: text('link') ?? item.link,
    date: text('date') ?? item.date,
    ...(logo && {
      logoId: Number(logo),
      logoName: `Logo ${logo}`,
      logoNameUr: null,
      logo: uploadUrl('newsLogo', `logo-${logo}.png`),
    }),
    ...(image && typeof image !== 'string' && { image: uploadUrl('news', image.fileName) }),
  };
}

/**
 * A news API that remembers: the admin list, add, edit, pin and delete act on `initial` (a
 * copy), so a list asked again after a change shows it. `sent` records every change asked for.
 */
export function newsBackend(initial: readonly NewsItem[] = demoNews) {
  let items = initial.map((item) => ({ ...item }));
  const sent: SentNewsCall[] = [];
  const find = (id: unknown) => items.find((item) => item.id === Number(id));
  // The server lists the item pinned last first: the ids in the order they were pinned.
  const pins = items
    .filter((item) => item.pinned)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((item) => item.id);
  const ordered = () =>
    [...items].sort(
      (a, b) =>
        Number(b.pinned) - Number(a.pinned) ||
        pins.indexOf(b.id) - pins.indexOf(a.id) ||
        b.date.localeCompare(a.date),
    );

  const handlers = [
    http.get(NEWS_URL, ({ request }) =>
      HttpResponse.json(pageOf(ordered(), request.url, NEWS_URDU_TEXTS)),
    ),
    http.get(NEWS_ITEM_URL, ({ params }) => {
      // Not an id (`news/logos`): left to the news logos' handlers.
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const item = find(params.id);
      return item ? HttpResponse.json(item) : notFound();
    }),
    http.post(NEWS_URL, async ({ request }) => {
      const fields = await sentFields(request);
      sent.push({ method: 'POST', fields });
      const id = Math.max(0, ...items.map((item) => item.id)) + 1;
      const blank: NewsItem = { ...demoNews[0]!, id, headingUr: null, pinned: false };
      const item = withFields(blank, fields);
      items = [...items, item];
      return HttpResponse.json(item, { status: 201 });
    }),
    http.patch(NEWS_ITEM_URL, async ({ request, params }) => {
      const fields = await sentFields(request);
      const id = Number(params.id);
      sent.push({ method: 'PATCH', id, fields });
      const current = find(id);
      if (!current) return notFound();
      const item = withFields(current, fields);
      items = items.map((entry) => (entry.id === id ? item : entry));
      return HttpResponse.json(item);
    }),
    http.put(NEWS_ITEM_URL, async ({ request, params }) => {
      const id = Number(params.id);
      sent.push({ method: 'PUT', id, body: await request.text() });
      const current = find(id);
      if (!current) return notFound();
      if (!current.pinned) pins.push(id);
      items = items.map((entry) => (entry.id === id ? { ...entry, pinned: true } : entry));
      return HttpResponse.json({ ...current, pinned: true });
    }),
    http.delete(NEWS_ITEM_URL, ({ params }) => {
      const id = Number(params.id);
      sent.push({ method: 'DELETE', id });
      if (!find(id)) return notFound();
      items = items.filter((entry) => entry.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, sent, items: () => ordered() };
}

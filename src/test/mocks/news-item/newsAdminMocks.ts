import { http, HttpResponse } from 'msw';
import { type ErrorBody } from '@contract/common';
import { type NewsItem } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import {
  memoryBackend,
  pageOf,
  sentText,
  sentUrdu,
  type SentFields,
  withSentTexts,
} from '@/test/lib';
import { demoNews, NEWS_URDU_TEXTS, NEWS_URL } from './newsMocks';

export const NEWS_ITEM_URL = `*${API_PREFIX}/news/:id`;

const notFound = () =>
  HttpResponse.json<ErrorBody>(
    { statusCode: 404, error: 'Not Found', message: 'News item not found' },
    { status: 404 },
  );

/** The item `fields` describe, as the server would answer it. */
function withFields(item: NewsItem, fields: SentFields): NewsItem {
  const logo = sentText(fields, 'logo');
  const image = fields.image;
  return {
    ...withSentTexts(item, fields, ['heading', 'link', 'date']),
    // A blank Urdu is none, as the server stores it.
    headingUr: sentUrdu(fields, 'headingUr', item.headingUr),
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
  // The server lists the item pinned last first: the ids in the order they were pinned.
  const pins = initial
    .filter((item) => item.pinned)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((item) => item.id);
  const ordered = (items: readonly NewsItem[]) =>
    [...items].sort(
      (a, b) =>
        Number(b.pinned) - Number(a.pinned) ||
        pins.indexOf(b.id) - pins.indexOf(a.id) ||
        b.date.localeCompare(a.date),
    );
  const backend = memoryBackend<NewsItem>({
    listUrl: NEWS_URL,
    itemUrl: NEWS_ITEM_URL,
    initial,
    create: (fields, id) =>
      withFields({ ...demoNews[0]!, id, headingUr: null, pinned: false }, fields),
    update: withFields,
    list: (items, request) => pageOf(ordered(items), request.url, NEWS_URDU_TEXTS),
    readsOne: true,
    notFound,
  });

  const pin = http.put(NEWS_ITEM_URL, async ({ request, params }) => {
    const id = Number(params.id);
    backend.sent.push({ method: 'PUT', id, body: await request.text() });
    const current = backend.find(id);
    if (!current) return notFound();
    if (!current.pinned) pins.push(id);
    backend.change(id, { pinned: true });
    return HttpResponse.json({ ...current, pinned: true });
  });

  return {
    handlers: [...backend.handlers, pin],
    sent: backend.sent,
    items: () => ordered(backend.items()),
  };
}

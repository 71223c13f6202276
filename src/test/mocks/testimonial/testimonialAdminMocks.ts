import { http, HttpResponse } from 'msw';
import type { ErrorBody } from '@contract/common';
import type { Testimonial, TestimonialPatch } from '@contract/content';
import { API_PREFIX } from '@/shared/config';
import { pageOf } from '@/test/lib';
import { demoTestimonials, TESTIMONIALS_URL } from './testimonialMocks';

export const TESTIMONIAL_URL = `*${API_PREFIX}/testimonials/:id`;

/** One call the admin screens made, as the server received it. */
type SentTestimonialCall = { method: string; id?: number; body?: unknown };

const notFound = () =>
  HttpResponse.json<ErrorBody>(
    { statusCode: 404, error: 'Not Found', message: 'Testimonial not found' },
    { status: 404 },
  );

/**
 * A testimonials API that remembers: the admin list, add, edit and delete act on `initial` (a
 * copy), newest first, so a list asked again after a change shows it. `sent` records each change.
 */
export function testimonialBackend(initial: readonly Testimonial[] = demoTestimonials) {
  let items = initial.map((item) => ({ ...item }));
  const sent: SentTestimonialCall[] = [];

  const handlers = [
    http.get(TESTIMONIALS_URL, ({ request }) =>
      HttpResponse.json(pageOf(items, request.url, ['name'])),
    ),
    http.get(TESTIMONIAL_URL, ({ params }) => {
      const item = items.find(({ id }) => id === Number(params.id));
      return item ? HttpResponse.json(item) : notFound();
    }),
    http.post(TESTIMONIALS_URL, async ({ request }) => {
      const body = (await request.json()) as Omit<Testimonial, 'id'>;
      sent.push({ method: 'POST', body });
      const item = { id: Math.max(0, ...items.map(({ id }) => id)) + 1, ...body };
      items = [item, ...items];
      return HttpResponse.json(item, { status: 201 });
    }),
    http.patch(TESTIMONIAL_URL, async ({ request, params }) => {
      const id = Number(params.id);
      const body = (await request.json()) as TestimonialPatch;
      sent.push({ method: 'PATCH', id, body });
      const current = items.find((item) => item.id === id);
      if (!current) return notFound();
      const item = { ...current, ...body };
      items = items.map((entry) => (entry.id === id ? item : entry));
      return HttpResponse.json(item);
    }),
    http.delete(TESTIMONIAL_URL, ({ params }) => {
      const id = Number(params.id);
      sent.push({ method: 'DELETE', id });
      if (!items.some((item) => item.id === id)) return notFound();
      items = items.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, sent, items: () => items };
}

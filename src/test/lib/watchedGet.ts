import { http, HttpResponse } from 'msw';
import { mockServer } from './mockServer';

/** What the last request to a watched URL carried. */
type Seen = { authorization: string | null; query: URLSearchParams };

/**
 * Answers GET `url` with `body` once `until` settles (without a body, the other handlers answer),
 * keeping what the last request carried: its Authorization header and its query.
 */
export function watchedGet(url: string, body?: unknown, until?: Promise<void>) {
  let seen: Seen = { authorization: null, query: new URLSearchParams() };
  mockServer.use(
    http.get(url, async ({ request }) => {
      seen = {
        authorization: request.headers.get('authorization'),
        query: new URL(request.url).searchParams,
      };
      await until;
      return body === undefined ? undefined : HttpResponse.json(body);
    }),
  );
  return { authorization: () => seen.authorization, query: () => seen.query };
}

/**
 * Holds GET `url` until `answer()`, then answers `body`: the screen shows its loading state
 * meanwhile.
 */
export function heldGet(url: string, body: unknown) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { answer, ...watchedGet(url, body, answered) };
}

import { delay, http } from 'msw';

/**
 * Holds GET `url` for `ms`, then lets the other handlers answer: a slow network. With `page`,
 * only that page of the list is slow.
 */
export function slowGet(url: string, ms: number, page?: string) {
  return http.get(url, async ({ request }) => {
    if (page === undefined || new URL(request.url).searchParams.get('page') === page) {
      await delay(ms);
    }
    return undefined;
  });
}

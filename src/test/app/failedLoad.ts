import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer, renderWithProviders } from './renderWithProviders';

/**
 * The app with GET `url` answering 500 (with `body`), once `message` is logged: a public list
 * that fails is only logged (docs/product.md §8). Returns the console spy; restore it at the end.
 */
export async function renderWithFailedLoad(
  url: string,
  message: string,
  body: object | null = null,
) {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockServer.use(http.get(url, () => HttpResponse.json(body, { status: 500 })));
  renderWithProviders();
  await waitFor(() => expect(logged).toHaveBeenCalledWith(message, expect.anything()));
  return logged;
}

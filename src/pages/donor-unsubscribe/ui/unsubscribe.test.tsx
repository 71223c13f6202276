import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UnsubscribeAnswer } from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import { routePaths } from '@/shared/routes';
import { mockServer, renderInUrdu, renderWithProviders } from '@/test/app';

const TOKEN = 'JKgTJdFL6L2KaFG4FQZr3V-OWV0B8whq';
const PROJECT = { projectId: 'clean-water', title: 'Clean water', titleUr: 'صاف پانی' };

/** The server as it answers the link: the consent in force until the page's button is pressed. */
function serveLink() {
  const asked = { reads: 0, stops: 0 };
  let ended = false;
  mockServer.use(
    http.get(`*${API_PREFIX}/unsubscribe/:token`, ({ params }) => {
      asked.reads += 1;
      return params.token === TOKEN
        ? HttpResponse.json<UnsubscribeAnswer>({ project: PROJECT, ended })
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'This link is not valid' },
            { status: 404 },
          );
    }),
    http.post(`*${API_PREFIX}/unsubscribe/:token`, () => {
      asked.stops += 1;
      ended = true;
      return HttpResponse.json<UnsubscribeAnswer>({ project: PROJECT, ended });
    }),
  );
  return asked;
}

describe('stopping a project’s news from the link in its mail', () => {
  it('asks first, changes nothing by being opened, and stops with the button', async () => {
    const asked = serveLink();
    renderWithProviders(undefined, { route: routePaths.unsubscribe(TOKEN) });
    expect(
      await screen.findByText('Stop the news of “Clean water”?', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(asked.stops).toBe(0);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Stop these updates' }));
    expect(
      await screen.findByText('You will get no more news of “Clean water”.'),
    ).toBeInTheDocument();
    expect(asked.stops).toBe(1);
    expect(screen.getByText('Your gifts and your receipts are not affected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the project' })).toHaveAttribute(
      'href',
      '/projects/clean-water',
    );
    expect(screen.queryByRole('button', { name: 'Stop these updates' })).not.toBeInTheDocument();
  });

  it('reads in Urdu, and stops there too', async () => {
    const asked = serveLink();
    renderInUrdu(routePaths.unsubscribe(TOKEN));
    await userEvent.click(
      await screen.findByRole('button', { name: 'یہ خبریں بند کریں' }, { timeout: 15_000 }),
    );
    expect(
      await screen.findByText('آپ کو ”صاف پانی“ کی مزید خبریں نہیں ملیں گی۔'),
    ).toBeInTheDocument();
    expect(asked.stops).toBe(1);
  });

  it('says so, in the reader’s language, for a link it never gave', async () => {
    serveLink();
    renderInUrdu(routePaths.unsubscribe('x'.repeat(32)));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'یہ لنک کام نہیں کرتا۔',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FindReceiptsBody } from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import { routePaths } from '@/shared/routes';
import { mockServer, renderInUrdu, renderWithProviders } from '@/test/app';

const SENT =
  'If this address has given to us, a mail with a link to your receipts is on its way. The link works for 24 hours.';

/** Answers POST /receipts/find with `status`, keeping what was sent. */
function answerFind(status: number) {
  const sent: FindReceiptsBody[] = [];
  mockServer.use(
    http.post(`*${API_PREFIX}/receipts/find`, async ({ request }) => {
      sent.push((await request.json()) as FindReceiptsBody);
      return status === 202
        ? HttpResponse.json({ status: 'sent-if-known' }, { status })
        : HttpResponse.json(
            { statusCode: status, error: 'Too Many Requests', message: 'Too many requests' },
            { status, headers: { 'Retry-After': '3600' } },
          );
    }),
  );
  return sent;
}

async function ask(label: string, button: string, email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(label, {}, { timeout: 15_000 }), email);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('find my receipts', () => {
  it('sends the e-mail and the page’s language, and says the same whoever asks', async () => {
    const sent = answerFind(202);
    renderWithProviders(undefined, { route: routePaths.receiptsFind });
    expect(
      await screen.findByRole('heading', { name: 'Find my receipts' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await ask('Your e-mail address', 'Send me the link', ' asha@example.org ');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'asha@example.org', language: 'en' }]);
  });

  it('asks for an e-mail address before sending anything', async () => {
    const sent = answerFind(202);
    renderWithProviders(undefined, { route: routePaths.receiptsFind });
    await ask('Your e-mail address', 'Send me the link', 'not-an-address');
    expect(await screen.findByText('Enter an e-mail address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks for an e-mail address when the server refuses the one given', async () => {
    answerFind(400);
    renderWithProviders(undefined, { route: routePaths.receiptsFind });
    await ask('Your e-mail address', 'Send me the link', 'asha@example.org');
    expect(await screen.findByText('Enter an e-mail address')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('says when this connection asked too often', async () => {
    answerFind(429);
    renderWithProviders(undefined, { route: routePaths.receiptsFind });
    await ask('Your e-mail address', 'Send me the link', 'asha@example.org');
    expect(
      await screen.findByText('Too many requests from here. Please try again in an hour.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('reads in Urdu and asks for an Urdu mail', async () => {
    const sent = answerFind(202);
    renderInUrdu(routePaths.receiptsFind);
    expect(
      await screen.findByRole('heading', { name: 'میری رسیدیں تلاش کریں' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await ask('آپ کا ای میل پتہ', 'مجھے لنک بھیجیں', 'asha@example.org');
    expect(
      await screen.findByText(/آپ کی رسیدوں کے لنک والی ای میل آپ کی طرف روانہ ہے/),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'asha@example.org', language: 'ur' }]);
  });
});

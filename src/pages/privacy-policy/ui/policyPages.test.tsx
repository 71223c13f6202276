import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/app';

const urdu = { preloadedState: { language: { language: 'ur' as const } } };

async function findPage(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  return within(heading.closest('main') as HTMLElement);
}

describe('policy pages', () => {
  it('states the refund facts: 7 days to report, refunds in 6-8 days, cancel only right after ordering', async () => {
    renderWithProviders(undefined, { route: '/refund-policy' });

    const page = await findPage('Refund and Cancellations');
    expect(page.getByRole('heading', { name: 'Cancellations' })).toBeInTheDocument();
    expect(page.getByText(/can be cancelled only right after it has been placed/)).toBeVisible();
    expect(page.getByRole('heading', { name: 'Damaged or defective items' })).toBeInTheDocument();
    expect(page.getByText(/report it to us within 7 days of receiving it/)).toBeVisible();
    expect(
      page.getByText(/credited to your original method of payment within 6-8 days/),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Refund and Cancellations | Helping Hands Trust'),
    );
  });

  it('states the refund facts in Urdu too', async () => {
    renderWithProviders(undefined, { route: '/refund-policy', ...urdu });

    const page = await findPage('رقم کی واپسی اور منسوخی');
    expect(page.getByText(/وصول کرنے کے 7 دن کے اندر/)).toBeVisible();
    expect(page.getByText(/منظور ہونے کے بعد 6 سے 8 دن کے اندر/)).toBeVisible();
    expect(page.getByText(/دینے کے فوراً بعد/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('رقم کی واپسی اور منسوخی | ہیلپنگ ہینڈز ٹرسٹ'));
  });

  it('shows the privacy policy with the organisation and the contact email', async () => {
    renderWithProviders(undefined, { route: '/privacy-policy' });

    const page = await findPage('Privacy Policy');
    expect(page.getByText(/^Helping Hands Trust respects your privacy/)).toBeVisible();
    expect(page.getByRole('heading', { name: 'Cookies' })).toBeInTheDocument();
    expect(page.getByText(/Write to us at .*support@example\.org/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Helping Hands Trust'));
  });

  it('shows the terms, reached from the footer', async () => {
    const { user } = renderWithProviders(undefined, { route: '/privacy-policy' });
    await findPage('Privacy Policy');

    await user.click(screen.getByRole('link', { name: 'Terms and Condition' }));

    const page = await findPage('Terms and Condition');
    expect(
      page.getByText(/apply to everyone who uses the Helping Hands Trust website/),
    ).toBeVisible();
    expect(page.getByText(/governed by the laws of India/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Terms and Condition | Helping Hands Trust'));
  });

  it('shows the privacy policy and the terms in Urdu', async () => {
    const { user } = renderWithProviders(undefined, { route: '/privacy-policy', ...urdu });
    const privacy = await findPage('رازداری کی پالیسی');
    expect(privacy.getByRole('heading', { name: 'کوکیز' })).toBeInTheDocument();
    expect(privacy.getByText(/^ہیلپنگ ہینڈز ٹرسٹ آپ کی رازداری کا احترام کرتا ہے/)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'شرائط و ضوابط' }));

    const terms = await findPage('شرائط و ضوابط');
    expect(terms.getByText(/بھارت کے قوانین کے تحت/)).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
  });
});

describe('not-found page title', () => {
  it('names the missing page in the document title', async () => {
    renderWithProviders(undefined, { route: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Helping Hands Trust'));
  });

  it('in Urdu too', async () => {
    renderWithProviders(undefined, { route: '/no-such-page', ...urdu });

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('صفحہ نہیں ملا | ہیلپنگ ہینڈز ٹرسٹ'));
  });
});

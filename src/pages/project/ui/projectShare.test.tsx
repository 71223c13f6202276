import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/app';

const ROUTE = '/projects/ramadan-ration-kits';

describe('sharing a project', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('offers WhatsApp and copy-link where the browser has no share sheet', async () => {
    const { user } = renderWithProviders(undefined, { route: ROUTE });
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });

    const share = await screen.findByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();

    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const pageUrl = window.location.href;
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Ramadan Ration Kits ${pageUrl}`)}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual([pageUrl]);
  });

  it("opens the system share sheet where there is one, with the project's title and address", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
    const { user } = renderWithProviders(undefined, { route: ROUTE });

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(shared).toEqual([{ title: 'Ramadan Ration Kits', url: window.location.href }]);
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it('stays quiet when the visitor closes the share sheet', async () => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async () => {
        throw new DOMException('Share canceled', 'AbortError');
      },
    });
    const { user } = renderWithProviders(undefined, { route: ROUTE });

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });
});

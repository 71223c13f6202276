import { screen, within } from '@testing-library/react';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { mockServer, renderWithProviders } from '@/test/app';

const site = demoSettingContents.site;

async function findFooter() {
  return within(await screen.findByRole('contentinfo'));
}

describe('public footer', () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('shows the logo, phone, quick links, policy links and the 2024 copyright line', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });
    const footer = await findFooter();

    expect(footer.getByRole('img', { name: site.name.en })).toHaveAttribute(
      'src',
      '/default-logo.svg',
    );
    expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone}`,
    );
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About Us', 'Projects', 'News & Media', 'Contact Us']);
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Your data', '/privacy'],
      ['Terms and Condition', '/terms-conditions'],
      ['Refund and Cancellations', '/refund-policy'],
      ['Registrations and reports', '/transparency'],
      ['Find my receipts', '/receipts'],
    ]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(
      footer.getByText('© 2024 Helping Hands Trust. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('uses placeholder links for empty social links', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });
    const footer = await findFooter();

    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      const placeholder = footer.getByRole('link', {
        name: `${network} (link not available yet)`,
      });
      expect(placeholder).toHaveAttribute('href', '#');
      expect(placeholder).toHaveAttribute('aria-disabled', 'true');
      expect(placeholder).not.toHaveAttribute('target');
    }
  });

  it('opens the social links from settings in a new tab', async () => {
    const socials = {
      facebook: 'https://facebook.com/helpinghands',
      twitter: 'https://twitter.com/helpinghands',
      linkedIn: '',
    };
    mockServer.use(settingsWith({ socials }));
    renderWithProviders(undefined, { route: '/contact-us' });
    const footer = await findFooter();

    const facebook = footer.getByRole('link', { name: 'Facebook' });
    const twitter = footer.getByRole('link', { name: 'Twitter' });
    expect(facebook).toHaveAttribute('href', socials.facebook);
    expect(twitter).toHaveAttribute('href', socials.twitter);
    for (const link of [facebook, twitter]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(footer.getByRole('link', { name: 'LinkedIn (link not available yet)' })).toHaveAttribute(
      'href',
      '#',
    );
  });

  it('checks the address given to Subscribe and thanks the visitor, without calling any server', async () => {
    const { user } = renderWithProviders(undefined, { route: '/contact-us' });
    const footer = await findFooter();
    const requests: string[] = [];
    mockServer.events.on('request:start', ({ request }) => requests.push(request.url));

    expect(footer.getByRole('heading', { name: 'Get product updates' })).toBeInTheDocument();
    const email = footer.getByRole('textbox', { name: 'Email address' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });

    await user.type(email, 'not-an-email');
    await user.click(subscribe);
    expect(footer.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await user.clear(email);
    await user.type(email, 'friend@example.org');
    await user.click(subscribe);
    expect(footer.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(requests).toEqual([]);
  });

  it('speaks Urdu with the rest of the page', async () => {
    renderWithProviders(undefined, {
      route: '/contact-us',
      preloadedState: { language: { language: 'ur' } },
    });
    const footer = await findFooter();

    expect(footer.getByRole('navigation', { name: 'فوری لنکس' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'رازداری کی پالیسی' })).toBeInTheDocument();
    expect(footer.getByRole('button', { name: 'سبسکرائب کریں' })).toBeInTheDocument();
    expect(footer.getByText('© 2024 ہیلپنگ ہینڈز ٹرسٹ۔ جملہ حقوق محفوظ ہیں۔')).toBeInTheDocument();
  });
});

describe('chat button', () => {
  it('opens a chat with the support number and "Hi" typed in, in a new tab', async () => {
    renderWithProviders(undefined, { route: '/refund-policy' });

    const chat = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/911234567890?text=Hi');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is named in Urdu for Urdu readers', async () => {
    renderWithProviders(undefined, {
      route: '/no-such-page',
      preloadedState: { language: { language: 'ur' } },
    });

    expect(await screen.findByRole('link', { name: 'واٹس ایپ پر ہم سے بات کریں' })).toHaveAttribute(
      'href',
      'https://wa.me/911234567890?text=Hi',
    );
  });
});

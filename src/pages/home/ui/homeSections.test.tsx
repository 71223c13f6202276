import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { SettingContents } from '@contract/settings';
import { demoHighlights, HIGHLIGHTS_URL } from '@/test/mocks/highlight';
import { demoPartners, PARTNERS_URL } from '@/test/mocks/partner';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { findSection, mockServer, renderWithFailedLoad, renderWithProviders } from '@/test/app';

const { site, hero, about } = demoSettingContents;

function serveSettings(overrides: Partial<SettingContents>) {
  mockServer.use(settingsWith(overrides));
}

async function findHero() {
  const heading = await screen.findByRole('heading', { level: 1 });
  return heading.closest('section') as HTMLElement;
}

function expectNewTab(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

const banner: SettingContents['banner'] = {
  show: true,
  image: '/user/upload/Banner/ramadan.jpg',
  actionLink1: 'https://donate.example.org/zakat',
  actionLink2: 'https://example.org/ramadan',
  en: {
    heading: 'Ramadan appeal',
    subHeading: 'Feed a family for the whole month.',
    action1: 'Give Zakat',
    action2: 'Learn more',
  },
  ur: {
    heading: 'رمضان کی اپیل',
    subHeading: 'پورے مہینے ایک خاندان کو کھانا دیں۔',
    action1: 'زکوٰۃ دیں',
    action2: 'مزید جانیں',
  },
};

describe('home page', () => {
  it('names the document after the organisation', async () => {
    renderWithProviders();
    await findHero();
    await waitFor(() => expect(document.title).toBe(site.name.en));
  });

  it('lays the sections out in SPEC order with their anchors', async () => {
    serveSettings({ banner });
    renderWithProviders();

    const sections = [
      await findSection('Ramadan appeal'),
      await findHero(),
      await screen.findByRole('region', { name: 'Gallery' }),
      await screen.findByRole('region', { name: 'Highlights' }),
      await findSection('Support Our Projects'),
      await findSection('Our Activities'),
      await findSection(about.en.heading),
      await findSection(`${site.name.en} in News`),
      await findSection('Our trusted NGO partners'),
      await findSection('Testimonials'),
    ];
    sections.slice(1).forEach((section, index) => {
      expect(sections[index]!.compareDocumentPosition(section)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(sections.map((section) => section.id)).toEqual([
      '',
      'home',
      '',
      '',
      'projects',
      expect.any(String),
      'about',
      'news',
      'partners',
      expect.any(String),
    ]);
  });
});

describe('banner', () => {
  it('shows the heading, sub-heading, image and two buttons opening in a new tab', async () => {
    serveSettings({ banner });
    renderWithProviders();

    const section = await findSection('Ramadan appeal');
    expect(within(section).getByText('Feed a family for the whole month.')).toBeInTheDocument();
    expect(section.querySelector('img')).toHaveAttribute('src', banner.image);
    expectNewTab(within(section).getByRole('link', { name: 'Give Zakat' }), banner.actionLink1);
    expectNewTab(within(section).getByRole('link', { name: 'Learn more' }), banner.actionLink2);
  });

  it('is hidden when switched off', async () => {
    serveSettings({ banner: { ...banner, show: false } });
    renderWithProviders();

    await findHero();
    expect(screen.queryByRole('heading', { name: 'Ramadan appeal' })).not.toBeInTheDocument();
  });
});

describe('hero', () => {
  it('shows Join Us Now, Watch Our Journey and the donate button for cause 1', async () => {
    renderWithProviders();
    const section = await findHero();

    expectNewTab(within(section).getByRole('link', { name: 'Join Us Now' }), site.donorLoginUrl);
    expect(within(section).getByRole('link', { name: 'Watch Our Journey' })).toHaveAttribute(
      'href',
      '/#about',
    );
    expectNewTab(
      within(section).getByRole('link', { name: hero.en.action }),
      'https://donate.example.org/?id=1',
    );
  });

  it('sends Join Us Now to the About section when no donor sign-up page is set', async () => {
    serveSettings({ site: { ...site, donorLoginUrl: '' } });
    renderWithProviders();
    const section = await findHero();

    const join = within(section).getByRole('link', { name: 'Join Us Now' });
    expect(join).toHaveAttribute('href', '/#about');
    expect(join).not.toHaveAttribute('target');
  });

  it('is hidden when switched off', async () => {
    serveSettings({ hero: { ...hero, show: false } });
    renderWithProviders();

    await findSection(about.en.heading);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('about', () => {
  it('shows the heading and text with View More leading to the contact page', async () => {
    renderWithProviders();

    const section = await findSection(about.en.heading);
    expect(section).toHaveAttribute('id', 'about');
    expect(within(section).getByText(about.en.text)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View More' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

describe('highlights', () => {
  it('shows each card with its heading and sub-heading over the image', async () => {
    renderWithProviders();

    const region = await screen.findByRole('region', { name: 'Highlights' });
    const cards = await within(region).findAllByRole('article');
    expect(cards).toHaveLength(demoHighlights.length);
    const [first] = cards;
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('12,000 meals');
    expect(first).toHaveTextContent('Served every month');
    expect(first!.querySelector('img')).toHaveAttribute('src', demoHighlights[0]!.image);
  });

  it('is hidden when switched off', async () => {
    serveSettings({ highlights: { show: false } });
    renderWithProviders();

    await findSection('Our trusted NGO partners');
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });

  it('is hidden when there are none', async () => {
    mockServer.use(http.get(HIGHLIGHTS_URL, () => HttpResponse.json([])));
    renderWithProviders();

    await findSection('Our trusted NGO partners');
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });
});

describe('partners', () => {
  it('shows the title, the sub-heading and each logo named by its partner', async () => {
    renderWithProviders();

    const section = await findSection('Our trusted NGO partners');
    expect(section).toHaveAttribute('id', 'partners');
    expect(
      within(section).getByText('We have been raising funds for credible nonprofits for 20+ years'),
    ).toBeInTheDocument();
    for (const partner of demoPartners) {
      expect(await within(section).findByRole('img', { name: partner.name })).toHaveAttribute(
        'src',
        partner.logo,
      );
    }
  });

  it('shows four placeholders while loading', async () => {
    mockServer.use(
      http.get(PARTNERS_URL, async () => {
        await delay(400);
        return HttpResponse.json(demoPartners);
      }),
    );
    renderWithProviders();

    const section = await findSection('Our trusted NGO partners');
    const loading = within(section).getByRole('status');
    expect(loading).toHaveTextContent('Loading partners');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  });

  it('is hidden when switched off', async () => {
    serveSettings({ partners: { show: false } });
    renderWithProviders();

    await findSection(about.en.heading);
    expect(
      screen.queryByRole('heading', { name: 'Our trusted NGO partners' }),
    ).not.toBeInTheDocument();
  });

  it('is hidden when there are none', async () => {
    mockServer.use(http.get(PARTNERS_URL, () => HttpResponse.json([])));
    renderWithProviders();

    const section = await findSection('Our trusted NGO partners');
    await waitFor(() => expect(section).not.toBeInTheDocument());
  });

  it('only logs a failed load, with no message to the visitor', async () => {
    const logged = await renderWithFailedLoad(PARTNERS_URL, 'Failed to load the partners');
    expect(
      screen.queryByRole('heading', { name: 'Our trusted NGO partners' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

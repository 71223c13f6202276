import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  DONORS_URL,
  demoDonorsByProject,
  demoGiftsByProject,
  publicDonors,
} from '@/test/mocks/gift';
import { PROJECT_UPDATES_URL } from '@/test/mocks/project-update';
import { settingsWith } from '@/test/mocks/setting';
import { mockServer, renderWithProviders } from '@/test/app';

const ROUTE = '/projects/ramadan-ration-kits';

describe('project page', () => {
  it('shows the project, its progress and a donate link that opens in a new tab', async () => {
    renderWithProviders(undefined, { route: ROUTE });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ramadan Ration Kits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ramadan Ration Kits' })).toHaveAttribute(
      'src',
      '/user/upload/ProjectPhoto/ramadan-ration-kits.jpg',
    );
    // The details keep their paragraphs (the first one's text in a span of the first screen).
    const paragraphOf = (text: string) => screen.getByText(text).closest('p')?.textContent;
    expect(paragraphOf('Each kit feeds a family of five for a month.')).toBe(
      'Each kit feeds a family of five for a month.',
    );
    expect(paragraphOf('We deliver them to widows and daily-wage workers.')).toBe(
      'We deliver them to widows and daily-wage workers.',
    );

    expect(screen.getByText('6 Supporters')).toBeInTheDocument();
    expect(screen.getByText('₹2,30,000 Raised of ₹15,00,000 goal')).toBeInTheDocument();
    expect(screen.getByText('15%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Raised' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );

    const donate = screen.getByRole('link', { name: 'Donate Now' });
    expect(donate).toHaveAttribute('href', 'https://donate.example.org/?cause=ramadan-ration-kits');
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByText('Please share, Every share counts')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Registrations and reports' }),
    ).toHaveAttribute('href', '/transparency');
    await waitFor(() => expect(document.title).toBe('Ramadan Ration Kits | Helping Hands Trust'));
  });

  it('leaves out the supporters and the progress when projects-donations is off', async () => {
    mockServer.use(settingsWith({ 'projects-donations': { show: false } }));
    renderWithProviders(undefined, { route: ROUTE });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ramadan Ration Kits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate Now' })).toBeInTheDocument();
    expect(screen.queryByText('6 Supporters')).not.toBeInTheDocument();
    expect(screen.queryByText(/Raised of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Raised' })).not.toBeInTheDocument();
  });

  it('shows the true percentage past the goal while the bar stops at its track', async () => {
    renderWithProviders(undefined, { route: '/projects/winter-blankets' });

    const bar = await screen.findByRole('progressbar', { name: 'Raised' });
    expect(screen.getByText('115%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '115');
    expect(bar).toHaveAttribute('aria-valuetext', '115%');
    expect(bar.firstElementChild).toHaveAttribute('style', 'inline-size: 100%;');
    expect(screen.getByText('1,234 Supporters')).toBeInTheDocument();
  });

  it("lists the donors asked for with the route's projectId, each with its badge", async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get(DONORS_URL, ({ params }) => {
        asked.push(String(params.projectId));
        return HttpResponse.json(demoDonorsByProject[String(params.projectId)] ?? []);
      }),
    );
    renderWithProviders(undefined, { route: ROUTE });

    const list = await screen.findByRole('list', { name: 'Supporters' });
    expect(asked).toEqual(['ramadan-ration-kits']);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);

    expect(items[0]).toHaveTextContent('Venkatesh Rao');
    expect(items[0]).toHaveTextContent('Just Donated');
    expect(items[0]).toHaveTextContent('₹30,000');
    expect(items[0]).toHaveTextContent('Recent Donor');
    expect(items[1]).not.toHaveTextContent('Just Donated');

    const top = items.find((item) => item.textContent?.includes('Syed Arif Hussain'));
    expect(top).toHaveTextContent('₹1,00,000');
    expect(top).toHaveTextContent('Top Donor');
    const first = items.find((item) => item.textContent?.includes('Mohammed Irfan'));
    expect(first).toHaveTextContent('First Donor');
    expect(items[3]).toHaveTextContent('Anonymous');
  });

  it('shows each donor as they chose: initials, Anonymous, and no amount when hidden', async () => {
    const gifts = demoGiftsByProject['ramadan-ration-kits']!;
    // The newest gift's donor hid the amount.
    const hidden = { ...gifts[0]!, hideAmount: true };
    mockServer.use(
      http.get(DONORS_URL, () => HttpResponse.json(publicDonors([hidden, ...gifts.slice(1)]))),
    );
    renderWithProviders(undefined, { route: ROUTE });

    const list = await screen.findByRole('list', { name: 'Supporters' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Venkatesh Rao');
    expect(items[0]).toHaveTextContent('Amount not shown');
    expect(items[0]).not.toHaveTextContent('₹30,000');
    // Fatima Khan chose her initials.
    expect(items[1]).toHaveTextContent('F. K.');
    expect(list).not.toHaveTextContent('Fatima');
    expect(items[3]).toHaveTextContent('Anonymous');
  });

  it("shows each donor's name isolated in <bdi>, so a right-to-left name reorders nothing beside it", async () => {
    const gifts = demoGiftsByProject['ramadan-ration-kits']!;
    const urdu = { ...gifts[0]!, donorName: 'علی\u200Cاحمد', shownAs: 'name' as const };
    mockServer.use(
      http.get(DONORS_URL, () => HttpResponse.json(publicDonors([urdu, ...gifts.slice(1)]))),
    );
    renderWithProviders(undefined, { route: ROUTE });

    const list = await screen.findByRole('list', { name: 'Supporters' });
    const names = within(list).getAllByText((_, element) => element?.tagName === 'BDI');
    expect(names.map((name) => name.textContent)).toEqual(
      expect.arrayContaining(['علی\u200Cاحمد', 'F. K.', 'Anonymous']),
    );
    expect(names).toHaveLength(within(list).getAllByRole('listitem').length);
  });

  it('says in Urdu that a donor is anonymous or hid the amount', async () => {
    const gifts = demoGiftsByProject['ramadan-ration-kits']!;
    mockServer.use(
      http.get(DONORS_URL, () =>
        HttpResponse.json(publicDonors(gifts.map((gift) => ({ ...gift, hideAmount: true })))),
      ),
    );
    renderWithProviders(undefined, {
      route: ROUTE,
      preloadedState: { language: { language: 'ur' } },
    });

    const list = await screen.findByRole('list', { name: 'حامی' });
    const items = within(list).getAllByRole('listitem');
    expect(items[3]).toHaveTextContent('گمنام');
    expect(items[3]).toHaveTextContent('رقم ظاہر نہیں کی گئی');
    expect(list).not.toHaveTextContent('Anonymous');
  });

  it('says that the project accepts Zakat, in English and in Urdu', async () => {
    const { unmount } = renderWithProviders(undefined, { route: ROUTE });
    expect(await screen.findByText('Zakat accepted')).toBeVisible();
    unmount();
    renderWithProviders(undefined, {
      route: ROUTE,
      preloadedState: { language: { language: 'ur' } },
    });
    expect(await screen.findByText('زکوٰۃ قبول کی جاتی ہے')).toBeVisible();
  });

  it('says nothing of Zakat for a project that does not accept it', async () => {
    renderWithProviders(undefined, { route: '/projects/girls-education' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Zakat accepted')).not.toBeInTheDocument();
  });

  /** The updates of the list named `name`, in the order shown (not their photos' items). */
  async function updatesIn(name: string) {
    const list = await screen.findByRole('list', { name });
    return Array.from(list.children) as HTMLElement[];
  }

  it('shows its updates newest first: the date, the text, what was spent and the photos', async () => {
    renderWithProviders(undefined, { route: ROUTE });

    const [newest, older, ...rest] = await updatesIn('Updates');
    expect(rest).toEqual([]);
    expect(newest).toHaveTextContent('20 Mar 2025');
    expect(newest).toHaveTextContent('400 kits packed and handed out in Old City.');
    expect(newest).toHaveTextContent('Spent: ₹1,80,000');
    const photos = within(newest!).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Photo 1 of the update of 20 Mar 2025',
      'Photo 2 of the update of 20 Mar 2025',
    ]);
    expect(photos[0]).toHaveAttribute(
      'src',
      '/user/upload/ProjectUpdates/0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e01-1440x1080.webp',
    );
    expect(older).toHaveTextContent('10 Feb 2025');
    expect(older).toHaveTextContent(
      'Families listed with the help of the local mosque committees.',
    );
    expect(older).not.toHaveTextContent('Spent');
    expect(within(older!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows its updates in Urdu, newest first', async () => {
    renderWithProviders(undefined, {
      route: ROUTE,
      preloadedState: { language: { language: 'ur' } },
    });

    const [newest, older] = await updatesIn('تازہ احوال');
    expect(newest).toHaveTextContent('20 مارچ 2025');
    expect(newest).toHaveTextContent('پرانے شہر میں 400 تھیلے تیار کر کے تقسیم کیے گئے۔');
    expect(newest).toHaveTextContent('خرچ ہوئے: ₹1,80,000');
    expect(newest).not.toHaveTextContent('kits');
    expect(within(newest!).getAllByRole('img')[0]).toHaveAttribute(
      'alt',
      '20 مارچ 2025 کے احوال کی تصویر 1',
    );
    expect(older).toHaveTextContent('10 فروری 2025');
    expect(older).toHaveTextContent('مقامی مسجد کمیٹیوں کی مدد سے خاندانوں کی فہرست بنائی گئی۔');
  });

  it('shows no updates section for a project without updates', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get(PROJECT_UPDATES_URL, ({ params }) => {
        asked.push(String(params.projectId));
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(undefined, { route: ROUTE });

    await screen.findByRole('list', { name: 'Supporters' });
    await waitFor(() => expect(asked).toEqual(['ramadan-ration-kits']));
    expect(screen.queryByRole('heading', { name: 'Updates' })).not.toBeInTheDocument();
  });

  it('answers an unknown project with the not-found page', async () => {
    renderWithProviders(undefined, { route: '/projects/no-such-project' });

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(
      screen.getByText("Oops! The page you're looking for does not exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Helping Hands Trust'));
  });

  it('shows its texts in Urdu', async () => {
    renderWithProviders(undefined, {
      route: ROUTE,
      preloadedState: { language: { language: 'ur' } },
    });

    expect(await screen.findByRole('list', { name: 'حامی' })).toBeInTheDocument();
    expect(screen.getByText('سب سے بڑے عطیہ دہندہ')).toBeInTheDocument();
    // A gift without a name, and the dates, in Urdu too.
    const donors = within(screen.getByRole('list', { name: 'حامی' })).getAllByRole('listitem');
    expect(donors[3]).toHaveTextContent('گمنام');
    expect(donors[3]).not.toHaveTextContent('Anonymous');
    expect(donors[0]).toHaveTextContent(
      /\d\d (جنوری|فروری|مارچ|اپریل|مئی|جون|جولائی|اگست|ستمبر|اکتوبر|نومبر|دسمبر) \d{4}/,
    );
    expect(
      screen.getByText('\u2068₹15,00,000\u2069 کے ہدف میں سے \u2068₹2,30,000\u2069 جمع ہوئے'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابھی عطیہ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'شیئر کریں' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'رجسٹریشنز اور رپورٹیں' }),
    ).toHaveAttribute('href', '/transparency');
  });

  it('shows the title, story and photo text in Urdu, and the page title too', async () => {
    renderWithProviders(undefined, {
      route: ROUTE,
      preloadedState: { language: { language: 'ur' } },
    });

    const heading = await screen.findByRole('heading', { level: 1, name: 'رمضان راشن تھیلے' });
    expect(heading.querySelector('[lang]')).toBeNull();
    expect(
      screen.getByText('ہر تھیلا پانچ افراد کے خاندان کو ایک مہینے کا کھانا دیتا ہے۔'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'رمضان راشن تھیلے' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^رمضان راشن تھیلے \| /));
  });
});

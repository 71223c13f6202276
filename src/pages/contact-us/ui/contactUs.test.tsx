import { screen, waitFor, within } from '@testing-library/react';
import { demoSettingContents } from '@/test/mocks/setting';
import { renderInUrdu, renderWithProviders } from '@/test/app';

const site = demoSettingContents.site;

describe('contact page', () => {
  it('shows every heading, the email, the 24*7 phone and both offices', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });

    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Get in touch with us');
    expect(
      main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Our friendly team is here to help', 'Come say hello at our head office']);
    expect(
      main.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Email', 'Phone', 'Hyderabad Office', 'Bangalore Office']);

    expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(main.getByText('Available every day 24*7')).toBeInTheDocument();
    expect(main.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone}`,
    );
    expect(main.getByText('Hyderabad, Telangana, India')).toBeInTheDocument();
    expect(main.getByText('Bangalore, Karnataka, India')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact Us | Helping Hands Trust'));
  });

  it('gives each block an icon that screen readers skip', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });

    const main = await screen.findByRole('main');
    const icons = main.querySelectorAll('svg');
    expect(icons).toHaveLength(4);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it('reads in Urdu, with the offices from the Urdu settings', async () => {
    renderInUrdu('/contact-us');

    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('ہم سے رابطے میں رہیں');
    expect(main.getByRole('heading', { name: 'حیدرآباد دفتر' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'بنگلور دفتر' })).toBeInTheDocument();
    expect(main.getByText('ہفتے کے ساتوں دن، چوبیس گھنٹے دستیاب')).toBeInTheDocument();
    expect(main.getByText(site.offices.hyderabad.ur)).toBeInTheDocument();
    expect(main.getByText(site.offices.bangalore.ur)).toBeInTheDocument();
    expect(main.getByRole('link', { name: site.email })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ہم سے رابطہ کریں | ہیلپنگ ہینڈز ٹرسٹ'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

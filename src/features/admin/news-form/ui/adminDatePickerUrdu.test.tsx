import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { newsBackend } from '@/test/mocks/news-item';
import { demoAdmin } from '@/test/mocks/session';
import { mockServer, renderWithProviders } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

/*
 * The month names the admin should see, from Node's ICU rather than the app's own list (which the
 * test would then only copy): the two spell the twelve Urdu months alike.
 */
const urduMonth = new Intl.DateTimeFormat('ur', { month: 'long' });

describe('the admin date pickers', () => {
  it('name the months in Urdu once the admin switches to Urdu', async () => {
    mockServer.use(...newsBackend().handlers);
    const { user } = renderWithProviders(undefined, {
      route: '/admin/news/add',
      preloadedState: { session: { token: demoAdmin.token } },
    });
    await screen.findByRole('heading', { name: 'Add News', level: 1 }, { timeout: 15_000 });
    const today = dayjs();
    expect(screen.getByLabelText('Date')).toHaveValue(today.format('DD MMM YYYY'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ur');
    await screen.findByRole('heading', { name: 'خبر شامل کریں', level: 1 });
    const month = urduMonth.format(today.toDate());
    const date = screen.getByLabelText('تاریخ');
    await waitFor(() => expect(date).toHaveValue(`${today.format('DD')} ${month} ${today.year()}`));

    await user.click(date);
    // The calendar's header names the month shown ('Choose a month'), and Today is in Urdu too.
    const monthButton = await screen.findByRole('button', { name: 'ایک مہینہ کا انتخاب کریں' });
    expect(monthButton).toHaveTextContent(month);
    expect(screen.getByText('آج')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoProjects } from '@/test/mocks/project';
import { findHeading, openAdminInUrdu } from '@/test/app/admin';
import { openScreen, useGiftBackends } from '@/test/app';

/*
 * A cash gift above ₹2,000 earns its donor no tax deduction: recording one warns the admin, and
 * records it all the same (docs/product.md §10).
 */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

type User = ReturnType<typeof userEvent.setup>;

const route = `/admin/projects/${demoProjects[0]!.projectId}/donations`;
const WARNING =
  'A gift paid in cash of more than ₹2,000 earns the donor no tax deduction. It is recorded and receipted all the same, and its receipt says so.';

async function typeAmount(user: User, label: string, amount: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(amount);
}

async function payBy(user: User, label: string, mode: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(mode));
}

describe('recording a cash gift', () => {
  it('warns above ₹2,000, not at ₹2,000, and records the gift all the same', async () => {
    const gifts = useGiftBackends();
    const { user } = await openScreen(route, 'Donations');
    await typeAmount(user, 'Amount (₹)', '2000');
    await payBy(user, 'Paid by', 'Cash');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();

    await typeAmount(user, 'Amount (₹)', '2001');
    expect(await screen.findByRole('alert')).toHaveTextContent(WARNING);

    await payBy(user, 'Paid by', 'UPI');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await payBy(user, 'Paid by', 'Cash');
    expect(await screen.findByText(WARNING)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record gift' }));
    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(gifts.sent[0]?.body).toMatchObject({ amount: 2001, paymentMode: 'cash' });
  });

  it('warns in Urdu for an admin working in Urdu', async () => {
    useGiftBackends();
    openAdminInUrdu(route);
    await findHeading('عطیات');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await typeAmount(user, 'رقم (₹)', '5000');
    await payBy(user, 'ادائیگی کا طریقہ', 'نقد');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '\u2066₹2,000\u2069 سے زیادہ کے نقد عطیے پر عطیہ دہندہ کو ٹیکس کٹوتی نہیں ملتی۔',
    );
  });
});

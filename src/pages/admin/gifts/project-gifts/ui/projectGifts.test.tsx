import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { GIFTS_URL, GIFT_URL, demoGiftsByProject } from '@/test/mocks/gift';
import { badgeGifts } from '../../../../../../server/gifts/giftViews';
import { demoProjects } from '@/test/mocks/project';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { adminList, mockServer, openScreen, useGiftBackends } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

type User = ReturnType<typeof userEvent.setup>;

const project = demoProjects[0]!;
const donors = badgeGifts(demoGiftsByProject[project.projectId]!);
/** The newest gift, named. */
const newest = { ...donors[0]!, donorName: donors[0]!.donorName! };
const route = `/admin/projects/${project.projectId}/donations`;

const open = (at = route) => openScreen(at, 'Donations');

/** What a gift recorded without an e-mail says of the donor's mail: no receipt, no updates. */
const WITHOUT_EMAIL = { donorLanguage: 'en', sendReceipt: false, wantsUpdates: false };

/** The screen once its donors table shows. */
async function openWithTable() {
  const opened = await open();
  await screen.findByRole('table');
  return opened;
}

const totals = (raised: number, goal: number, count: number) =>
  `Raised ${formatMoney(raised)} of ${formatMoney(goal)} from ${count} supporters`;

/** The donors table's row of `name` (the first when several share it). */
async function rowOf(name: string) {
  const cells = await screen.findAllByText(name, { selector: 'td *' });
  return within(cells[0]!.closest('tr')!);
}

async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const record = () => screen.getByRole('button', { name: 'Record gift' });

/** Clicks the remove button on the row of `donorName`'s gift. */
async function askToRemove(user: User, donorName: string) {
  await user.click(
    (await rowOf(donorName)).getByRole('button', { name: `Remove the gift of ${donorName}` }),
  );
}

describe("the admin's gifts of a project", () => {
  it("shows the project's totals and each gift with amount, date and badge", async () => {
    useGiftBackends();
    await open();
    expect(
      await screen.findByRole('heading', { name: project.title, level: 2 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(totals(project.raised, project.goal, project.supportersCount)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
      'href',
      '/admin/projects/list',
    );

    const top = donors.find(({ type }) => type === 'topDonor')!;
    const row = await rowOf(top.donorName!);
    expect(row.getByText(formatMoney(top.amount))).toBeInTheDocument();
    expect(row.getByText(formatDate(top.date))).toBeInTheDocument();
    expect(row.getByText('Top Donor')).toBeInTheDocument();
    expect((await rowOf('Mohammed Irfan')).getByText('First Donor')).toBeInTheDocument();
    expect((await rowOf('Anonymous')).getByText('Recent Donor')).toBeInTheDocument();
    expect(
      row.getByRole('button', { name: `Remove the gift of ${top.donorName}` }),
    ).toHaveTextContent('Remove');
  });

  it("shows the admin each gift's donor, purpose and how the public sees it", async () => {
    useGiftBackends();
    await open();
    // The public reads "F. K."; the admin reads the name, and what was chosen.
    const row = await rowOf('Fatima Khan');
    expect(row.getByText('Zakat')).toBeInTheDocument();
    expect(row.getByText('Shown as Initials')).toBeInTheDocument();
    const anonymous = await rowOf('Anonymous');
    expect(anonymous.getByText('Sadaqah')).toBeInTheDocument();
  });

  it('records what a gift is for and how its donor is shown', async () => {
    const gifts = useGiftBackends();
    const { user } = await openWithTable();
    await enter(user, 'Donor name', 'Zubair Ahmed');
    await enter(user, 'Amount (₹)', '11000');
    await user.click(screen.getByRole('combobox', { name: 'Purpose' }));
    await user.click(await screen.findByTitle('Zakat'));
    await user.click(screen.getByRole('radio', { name: 'Initials' }));
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Hide the amount from the public (it still counts in every total)',
      }),
    );
    await user.click(record());

    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(gifts.sent).toEqual([
      {
        method: 'POST',
        projectId: project.projectId,
        body: {
          donorName: 'Zubair Ahmed',
          shownAs: 'initials',
          amount: 11000,
          date: dayjs().format('YYYY-MM-DD'),
          purpose: 'zakat',
          hideAmount: true,
          paymentMode: 'other',
          ...WITHOUT_EMAIL,
        },
      },
    ]);
    const row = await rowOf('Zubair Ahmed');
    expect(row.getByText(formatMoney(11000))).toBeInTheDocument();
    expect(row.getByText('Hidden')).toBeInTheDocument();
    expect(row.getByText('Zakat')).toBeInTheDocument();
    expect(row.getByText('Shown as Initials')).toBeInTheDocument();
    // The form is ready for the next gift, general and by name again.
    expect(screen.getByRole('radio', { name: 'Full name' })).toBeChecked();
  });

  it('offers Zakat only for a project that accepts it', async () => {
    useGiftBackends();
    const { user } = await open('/admin/projects/girls-education/donations');
    await screen.findByRole('table');
    expect(
      screen.getByText(
        'What the donor gave for: Zakat, Sadaqah, Lillah and Fitrana are kept apart. This project does not accept Zakat.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Purpose' }));
    const zakat = await screen.findByTitle('Zakat');
    expect(zakat).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByTitle('Sadaqah')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("keeps what a receipt needs, for the admin's eyes only, and shows it on the gift's row", async () => {
    const gifts = useGiftBackends();
    const { user } = await openWithTable();
    expect(
      screen.getByRole('group', { name: 'For the receipt (admins only)' }),
    ).toBeInTheDocument();
    await enter(user, 'Donor name', 'Zubair Ahmed');
    await enter(user, 'Amount (₹)', '2500');
    await user.click(screen.getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByTitle('UPI'));
    await enter(user, 'Payment reference (UTR)', 'UTR999000111222');
    await user.click(screen.getByRole('combobox', { name: 'Donor’s ID' }));
    await user.click(await screen.findByTitle('PAN'));
    await enter(user, 'ID number', 'abcde 1234f');
    await enter(user, 'Donor’s address', '12 Charminar Road, Hyderabad');
    await enter(user, 'Donor’s e-mail', 'zubair@example.org');
    await enter(user, 'Donor’s phone', '+919812345678');
    await user.click(record());

    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(gifts.sent[0]?.body).toMatchObject({
      paymentMode: 'upi',
      paymentReference: 'UTR999000111222',
      donorIdType: 'pan',
      donorIdNumber: 'ABCDE1234F',
      donorAddress: '12 Charminar Road, Hyderabad',
      donorEmail: 'zubair@example.org',
      donorPhone: '+919812345678',
    });
    const row = await rowOf('Zubair Ahmed');
    await user.click(row.getByRole('button', { name: /expand row/i }));
    const details = await screen.findByText('PAN: ABCDE1234F');
    const list = within(details.closest('.ant-descriptions')! as HTMLElement);
    expect(list.getByText('UTR999000111222')).toBeInTheDocument();
    expect(list.getByText('zubair@example.org')).toBeInTheDocument();
  });

  it("records the donor's language, the receipt mail and their wish for updates", async () => {
    const gifts = useGiftBackends();
    const { user } = await openWithTable();
    // Updates go by e-mail: the box waits for one; the receipt's box shows with one.
    const updates = screen.getByRole('checkbox', { name: 'Donor asked for project updates' });
    expect(updates).toBeDisabled();
    expect(
      screen.getByText('Updates go by e-mail: enter the donor’s e-mail first.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Send the receipt by e-mail' }),
    ).not.toBeInTheDocument();

    await enter(user, 'Donor name', 'Nusrat Begum');
    await enter(user, 'Amount (₹)', '5000');
    await user.click(screen.getByRole('combobox', { name: 'Donor’s language' }));
    await user.click(await screen.findByTitle('اردو'));
    await enter(user, 'Donor’s e-mail', 'nusrat@example.org');
    const receipt = screen.getByRole('checkbox', { name: 'Send the receipt by e-mail' });
    expect(receipt).toBeChecked();
    expect(updates).toBeEnabled();
    expect(updates).not.toBeChecked();
    await user.click(updates);
    await user.click(record());

    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(gifts.sent[0]?.body).toMatchObject({
      donorEmail: 'nusrat@example.org',
      donorLanguage: 'ur',
      sendReceipt: true,
      wantsUpdates: true,
    });
    // The table names the donor's language in itself; the details say updates were asked for.
    const row = await rowOf('Nusrat Begum');
    expect(row.getByText('اردو')).toHaveAttribute('lang', 'ur');
    expect((await rowOf('Mohammed Irfan')).getByText('English')).toHaveAttribute('lang', 'en');
    await user.click(row.getByRole('button', { name: /expand row/i }));
    const details = within(
      (await screen.findByText('nusrat@example.org')).closest('.ant-descriptions')! as HTMLElement,
    );
    expect(details.getByText('Project updates')).toBeInTheDocument();
    expect(details.getByText('Asked for, by e-mail')).toBeInTheDocument();
  });

  it('leaves the receipt unmailed when the admin unticks it', async () => {
    const gifts = useGiftBackends();
    const { user } = await openWithTable();
    await enter(user, 'Amount (₹)', '300');
    await enter(user, 'Donor’s e-mail', 'donor@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Send the receipt by e-mail' }));
    await user.click(record());
    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(gifts.sent[0]?.body).toMatchObject({
      donorLanguage: 'en',
      sendReceipt: false,
      wantsUpdates: false,
    });
  });

  it('refuses a PAN of the wrong shape and a payment reference already recorded', async () => {
    const gifts = useGiftBackends();
    const { user } = await openWithTable();
    await enter(user, 'Amount (₹)', '100');
    await user.click(screen.getByRole('combobox', { name: 'Donor’s ID' }));
    await user.click(await screen.findByTitle('PAN'));
    await enter(user, 'ID number', '1234');
    await user.click(record());
    expect(
      await screen.findByText('A PAN has five letters, four digits and a letter (ABCDE1234F)'),
    ).toBeInTheDocument();
    expect(gifts.sent).toEqual([]);

    await user.clear(screen.getByLabelText('ID number'));
    await enter(user, 'ID number', 'AAAPZ9999Q');
    // The demo gift of Syed Arif Hussain was paid with this reference.
    await enter(user, 'Payment reference (UTR)', 'UTR402812345678');
    await user.click(record());
    expect(
      await screen.findAllByText('This payment reference is already recorded'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Payment reference (UTR)')).toHaveValue('UTR402812345678');
  });

  it('says when no gift is recorded yet', async () => {
    useGiftBackends();
    await open('/admin/projects/clean-water/donations');
    expect(await screen.findByText('No gifts recorded yet')).toBeInTheDocument();
  });

  it('tells a failed donors load', async () => {
    useGiftBackends();
    mockServer.use(http.get(GIFTS_URL, () => HttpResponse.json({}, { status: 500 })));
    await open();
    expect(await screen.findByText('failed to fetch donors data')).toBeInTheDocument();
  });

  it('says so when the project does not exist', async () => {
    useGiftBackends();
    await open('/admin/projects/no-such-project/donations');
    expect(await screen.findByText('This item no longer exists.')).toBeInTheDocument();
  });

  it('records a named gift; the donors and the totals reload', async () => {
    const gifts = useGiftBackends();
    const { user } = await openWithTable();
    expect(record()).toBeDisabled();
    await enter(user, 'Donor name', 'Kavya Menon');
    await enter(user, 'Amount (₹)', '75000');
    expect(record()).toBeEnabled();
    await user.click(record());

    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    const today = dayjs().format('YYYY-MM-DD');
    expect(gifts.sent).toEqual([
      {
        method: 'POST',
        projectId: project.projectId,
        body: {
          donorName: 'Kavya Menon',
          shownAs: 'name',
          amount: 75000,
          date: today,
          purpose: 'general',
          hideAmount: false,
          paymentMode: 'other',
          ...WITHOUT_EMAIL,
        },
      },
    ]);
    expect((await rowOf('Kavya Menon')).getByText(formatMoney(75000))).toBeInTheDocument();
    const raised = donors.reduce((sum, { amount }) => sum + amount, 75000);
    expect(
      await screen.findByText(totals(raised, project.goal, donors.length + 1)),
    ).toBeInTheDocument();
    // The form is ready for the next gift.
    expect(screen.getByLabelText('Donor name')).toHaveValue('');
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('');
  });

  it('records a gift without a name as anonymous', async () => {
    const gifts = useGiftBackends();
    const { user } = await open('/admin/projects/clean-water/donations');
    await screen.findByText('No gifts recorded yet');
    expect(
      screen.getByText('Leave it empty for an anonymous gift, shown as “Anonymous”.'),
    ).toBeInTheDocument();
    await enter(user, 'Amount (₹)', '500');
    await user.click(record());
    expect((await rowOf('Anonymous')).getByText(formatMoney(500))).toBeInTheDocument();
    expect(gifts.sent).toEqual([
      {
        method: 'POST',
        projectId: 'clean-water',
        body: {
          amount: 500,
          date: dayjs().format('YYYY-MM-DD'),
          purpose: 'general',
          hideAmount: false,
          paymentMode: 'other',
          ...WITHOUT_EMAIL,
        },
      },
    ]);
  });

  it('dates a gift today by default, blocks typing and future days', async () => {
    useGiftBackends();
    const { user } = await open();
    const date = await screen.findByLabelText('Date');
    expect(date).toHaveValue(dayjs().format('DD MMM YYYY'));
    expect(date).toHaveAttribute('readonly');
    await user.click(date);
    const tomorrow = dayjs().add(1, 'day');
    // The calendar offers no day after today (the next month may not be on screen).
    const cell = document.querySelector(`td[title="${tomorrow.format('YYYY-MM-DD')}"]`);
    if (cell) expect(cell).toHaveClass('ant-picker-cell-disabled');
    const todayCell = document.querySelector(`td[title="${dayjs().format('YYYY-MM-DD')}"]`);
    expect(todayCell).not.toHaveClass('ant-picker-cell-disabled');
  });

  it.each(['0', '99.5', '-10'])('refuses the amount %p', async (amount) => {
    const gifts = useGiftBackends();
    const { user } = await openWithTable();
    await enter(user, 'Amount (₹)', amount);
    await user.click(record());
    expect(
      await screen.findByText('Enter a whole number of rupees, more than zero'),
    ).toBeInTheDocument();
    expect(gifts.sent).toEqual([]);
  });

  it('tells a failed recording and keeps what was typed', async () => {
    useGiftBackends();
    mockServer.use(http.post(GIFTS_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openWithTable();
    await enter(user, 'Amount (₹)', '1000');
    await user.click(record());
    expect(await screen.findByText('Failed to save data, please try again')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('1000');
  });

  it('removes a gift after confirmation; the donors and the totals reload', async () => {
    const gifts = useGiftBackends();
    const { user } = await open();
    const gift = newest;
    await askToRemove(user, gift.donorName);
    expect(await screen.findByText('are you sure you want to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByText(gift.donorName)).not.toBeInTheDocument());
    expect(
      await screen.findByText(
        totals(project.raised - gift.amount, project.goal, donors.length - 1),
      ),
    ).toBeInTheDocument();
    expect(gifts.sent).toEqual([
      { method: 'DELETE', projectId: project.projectId, giftId: gift.id },
    ]);
  });

  it('keeps the gift when the removal is cancelled', async () => {
    const gifts = useGiftBackends();
    const { user } = await open();
    const gift = newest;
    await askToRemove(user, gift.donorName);
    await adminList.declineDelete(user);
    expect(screen.getByText(gift.donorName)).toBeInTheDocument();
    expect(gifts.sent).toEqual([]);
  });

  it('tells a failed removal and keeps the gift', async () => {
    useGiftBackends();
    mockServer.use(http.delete(GIFT_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = await open();
    const gift = newest;
    await askToRemove(user, gift.donorName);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('failed to delete data, please try again')).toBeInTheDocument();
    expect(screen.getByText(gift.donorName)).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useGiftBackends();
    mockServer.use(http.post(GIFTS_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = await open();
    await screen.findByRole('table');
    await enter(user, 'Amount (₹)', '1000');
    await user.click(record());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('Failed to save data, please try again')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { demoGiftsByProject, toldGift, WAITING_GIFTS_URL } from '@/test/mocks/gift';
import { demoProjects } from '@/test/mocks/project';
import { demoAdmin } from '@/test/mocks/session';
import { openAdminInUrdu, openScreen, useGiftBackends } from '@/test/app';
import { watchedGet } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const [rations, scholarships] = demoProjects as [
  (typeof demoProjects)[number],
  (typeof demoProjects)[number],
];

const withWaiting = {
  ...demoGiftsByProject,
  [scholarships.projectId]: [
    toldGift({ id: 91, amount: 1500, date: '2026-02-14', paymentReference: '604300000001' }),
    ...demoGiftsByProject[scholarships.projectId]!,
  ],
  [rations.projectId]: [
    toldGift({ id: 92, amount: 700, date: '2026-02-20', paymentReference: '604300000002' }),
    toldGift({ id: 93, amount: 5000, date: '2026-02-12', paymentReference: '604300000003' }),
    ...demoGiftsByProject[rations.projectId]!,
  ],
};

async function waitingSection(name: string) {
  return within(await screen.findByRole('region', { name }, { timeout: 15_000 }));
}

describe('gifts waiting for confirmation, on the admin home', () => {
  it('lists each project whose told gifts wait, the longest waiting first, each a link to its gifts', async () => {
    const gifts = useGiftBackends(withWaiting);
    // No body: the gifts backend answers.
    const waiting = watchedGet(WAITING_GIFTS_URL);
    const { user, router } = await openScreen('/admin', 'Welcome to the Admin Panel');

    const section = await waitingSection('Gifts waiting for confirmation');
    const links = await section.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${rations.title}: 2 gifts, ₹5,700 in all`,
      `${scholarships.title}: 1 gift, ₹1,500`,
    ]);
    expect(links[0]).toHaveAttribute('href', `/admin/projects/${rations.projectId}/donations`);
    expect(section.getAllByRole('listitem')[0]).toHaveTextContent('waiting since 12 Feb 2026');
    // No donor's name or reference on the home screen.
    expect(section.queryByText(/Nusrat|60430000/)).not.toBeInTheDocument();
    expect(waiting.authorization()).toBe(`Bearer ${demoAdmin.token}`);

    // Confirmed on the project's gifts screen, it waits no more when the admin comes back.
    await user.click(links[1]!);
    const pending = await waitingSection('Waiting for confirmation');
    await user.click(pending.getByRole('button', { name: 'Confirm the gift of Nusrat Begum' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(gifts.gifts(scholarships.projectId)[0]).toMatchObject({ status: 'confirmed' }),
    );
    // Back to the home screen, as the browser's Back button goes.
    await act(() => router.navigate(-1));
    const again = await waitingSection('Gifts waiting for confirmation');
    await waitFor(() =>
      expect(again.getAllByRole('link').map((link) => link.textContent)).toEqual([
        `${rations.title}: 2 gifts, ₹5,700 in all`,
      ]),
    );
  });

  it('says so when no gift waits', async () => {
    useGiftBackends();
    await openScreen('/admin', 'Welcome to the Admin Panel');
    const section = await waitingSection('Gifts waiting for confirmation');
    expect(
      section.getByText('No gift that donors told of is waiting for confirmation.'),
    ).toBeVisible();
  });

  it('speaks Urdu, with an English title marked as English where the Urdu is missing', async () => {
    useGiftBackends(withWaiting);
    openAdminInUrdu('/admin');
    const section = await waitingSection('تصدیق کے منتظر عطیات');
    const links = await section.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${rations.titleUr}: 2 عطیات، کل ₹5,700`,
      `${scholarships.title}: 1 عطیہ، ₹1,500`,
    ]);
    const english = within(links[1]!).getByText(scholarships.title);
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(section.getAllByRole('listitem')[0]).toHaveTextContent('کب سے منتظر:');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { isCounted } from '../../../../../../server/gifts/giftViews';
import { demoGiftsByProject, toldGift } from '@/test/mocks/gift';
import { demoProjects } from '@/test/mocks/project';
import { formatMoney } from '@/shared/lib/format';
import { openScreen, useGiftBackends, type AdminUser } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const project = demoProjects[0]!;
const recorded = demoGiftsByProject[project.projectId]!;
const told = toldGift();
const counted = recorded.filter(isCounted);
const raised = counted.reduce((sum, { amount }) => sum + amount, 0);

/** The demo's gifts, the project's with the told gift first. */
const withTold = { ...demoGiftsByProject, [project.projectId]: [told, ...recorded] };

const totals = (amount: number, count: number) =>
  `Raised ${formatMoney(amount)} of ${formatMoney(project.goal)} from ${count} supporters`;

const open = () => openScreen(`/admin/projects/${project.projectId}/donations`, 'Donations');

async function waiting() {
  const section = await screen.findByRole('region', { name: 'Waiting for confirmation' });
  return within(section);
}

/** Confirms or rejects the told gift: its button asks `question`, answered Yes. */
async function confirmOrReject(user: AdminUser, action: 'Confirm' | 'Reject', question: string) {
  const list = await waiting();
  await user.click(list.getByRole('button', { name: `${action} the gift of Nusrat Begum` }));
  expect(await screen.findByText(question)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
}

describe('gifts waiting for confirmation', () => {
  it('lists a told gift first, with its UTR, outside the donors', async () => {
    useGiftBackends(withTold);
    await open();
    const list = await waiting();
    expect(list.getByText('Nusrat Begum')).toBeInTheDocument();
    expect(list.getByText('604312345678')).toBeInTheDocument();
    expect(list.getByText(formatMoney(5000))).toBeInTheDocument();
    const donors = within(await screen.findByRole('table'));
    expect(donors.queryByText('Nusrat Begum')).not.toBeInTheDocument();
  });

  it('confirms a gift after asking: it joins the donors and the totals', async () => {
    const gifts = useGiftBackends(withTold);
    const { user } = await open();
    expect(await screen.findByText(totals(raised, counted.length))).toBeInTheDocument();
    await confirmOrReject(user, 'Confirm', 'Has this payment reached the trust’s account?');

    expect(await screen.findByText(totals(raised + 5000, counted.length + 1))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Waiting for confirmation' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('table')).getByText('Nusrat Begum')).toBeInTheDocument();
    expect(gifts.sent).toContainEqual({
      method: 'POST confirm',
      projectId: project.projectId,
      giftId: 99,
    });
    expect(gifts.gifts(project.projectId).find(({ id }) => id === 99)).toMatchObject({
      status: 'confirmed',
      receiptNumber: expect.stringMatching(/^2025-26\//),
    });
  });

  it('rejects a gift after asking: kept, marked, counted nowhere', async () => {
    useGiftBackends(withTold);
    const { user } = await open();
    await confirmOrReject(user, 'Reject', 'Reject this gift? It is kept, but never counted.');

    const cell = await within(screen.getByRole('table')).findByText('Nusrat Begum');
    const row = within(cell.closest('tr')!);
    expect(row.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(totals(raised, counted.length))).toBeInTheDocument();
  });
});

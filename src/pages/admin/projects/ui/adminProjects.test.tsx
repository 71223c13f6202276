import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Project } from '@contract/content';
import { PROJECTS_URL, PROJECT_URL, demoProjects, projectBackend } from '@/test/mocks/project';
import { formatMoney } from '@/shared/lib/format';
import { adminList, checkPagedUrduFilter, openAdmin, useMockBackend } from '@/test/app';
import { heldGet, mockServer, onlyPage } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const useBackend = (initial: readonly Project[] = demoProjects) =>
  useMockBackend(projectBackend(initial));

const open = () => openAdmin('/admin/projects/list');

/** The table row that shows `title`. */
async function rowOf(title: string) {
  const cell = await screen.findByText(title, undefined, { timeout: 15_000 });
  return within(cell.closest('tr')!);
}

const active = demoProjects.find((project) => project.status === 'active')!;
const completed = demoProjects.find((project) => project.status === 'completed')!;

describe('admin projects list', () => {
  it('marks the projects whose title or story lacks Urdu, and shows only those when asked', async () => {
    useBackend();
    await checkPagedUrduFilter({
      route: '/admin/projects/list',
      title: 'Projects',
      shown: demoProjects,
      nameOf: (project) => project.title,
      lacksUrdu: (project) => !project.titleUr || !project.projectDetailsUr,
    });
  });

  it('shows every project with status, raised, goal, supporters and its actions', async () => {
    useBackend();
    open();
    await screen.findByRole('heading', { name: 'Projects', level: 1 }, { timeout: 15_000 });
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Title',
      'Status',
      'Publishing',
      'Urdu',
      'Raised',
      'Goal',
      'Supporters',
      'Actions',
    ]);
    // Active and completed alike (the admin list asks for them all).
    expect(screen.getAllByRole('row')).toHaveLength(demoProjects.length + 1);

    const row = await rowOf(active.title);
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText(formatMoney(active.raised))).toBeInTheDocument();
    expect(row.getByText(formatMoney(active.goal))).toBeInTheDocument();
    expect(row.getByText(String(active.supportersCount))).toBeInTheDocument();
    expect(row.getByRole('link', { name: `Edit ${active.title}` })).toHaveAttribute(
      'href',
      `/admin/projects/${active.projectId}/edit`,
    );
    expect(row.getByRole('link', { name: `Donations: ${active.title}` })).toHaveAttribute(
      'href',
      `/admin/projects/${active.projectId}/donations`,
    );
    expect(row.getByRole('button', { name: `Mark completed: ${active.title}` })).toBeVisible();

    const done = await rowOf(completed.title);
    expect(done.getByText('Completed')).toBeInTheDocument();
    expect(done.queryByRole('button', { name: /Mark completed/ })).not.toBeInTheDocument();
    adminList.expectAddNew('/admin/projects/add');
  });

  it('asks for the first 20 projects of any status and shows 5 skeleton rows meanwhile', async () => {
    const { answer, query } = heldGet(PROJECTS_URL, onlyPage(demoProjects));
    open();
    expect(await adminList.findSkeletons()).toHaveLength(5);
    answer();
    expect(await rowOf(active.title)).toBeTruthy();
    expect(query().get('page')).toBe('1');
    expect(query().get('limit')).toBe('20');
    // Drafts and scheduled projects too (issue 31).
    expect(query().get('status')).toBe('all');
  });

  it('invites the first project when there is none', async () => {
    useBackend([]);
    open();
    expect(
      await screen.findByText('Nothing is here', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Add your first project to raise funds for it')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Now' })).toHaveAttribute(
      'href',
      '/admin/projects/add',
    );
  });

  it('tells a failed load', async () => {
    await adminList.openWithFailedLoad(PROJECTS_URL, '/admin/projects/list');
  });

  it('marks a project completed after confirmation; the list reloads', async () => {
    const backend = useBackend();
    const { user } = open();
    await user.click(
      (await rowOf(active.title)).getByRole('button', { name: `Mark completed: ${active.title}` }),
    );
    expect(
      await screen.findByText(
        'Mark this project as completed? It moves from Support Our Projects to Our Activities.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(async () =>
      expect((await rowOf(active.title)).getByText('Completed')).toBeTruthy(),
    );
    expect(
      (await rowOf(active.title)).queryByRole('button', { name: /Mark completed/ }),
    ).toBeNull();
    expect(backend.sent).toEqual([
      { method: 'PATCH', projectId: active.projectId, fields: { status: 'completed' } },
    ]);
  });

  it('changes nothing when marking completed is cancelled, and tells a failure', async () => {
    const backend = useBackend();
    const { user } = open();
    const button = () => screen.getByRole('button', { name: `Mark completed: ${active.title}` });
    await rowOf(active.title);
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(backend.sent).toEqual([]);

    mockServer.use(http.patch(PROJECT_URL, () => HttpResponse.json({}, { status: 500 })));
    await user.click(button());
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Yes' }).at(-1)).toBeVisible(),
    );
    await user.click(screen.getAllByRole('button', { name: 'Yes' }).at(-1)!);
    expect(await screen.findByText('failed to update, please try again')).toBeInTheDocument();
    expect((await rowOf(active.title)).getByText('Active')).toBeInTheDocument();
  });

  it('deletes a project after a confirmation that says what goes and what may not', async () => {
    const backend = useBackend();
    const { user } = open();
    await user.click(
      (await rowOf(active.title)).getByRole('button', { name: `Delete ${active.title}` }),
    );
    expect(await screen.findByText('are you sure you want to delete?')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Its updates go to the bin with it. A project with donations cannot be deleted: donations are kept for good, so mark it completed instead.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText(active.title)).not.toBeInTheDocument());
    expect(screen.getByText(completed.title)).toBeInTheDocument();
    expect(backend.sent).toEqual([{ method: 'DELETE', projectId: active.projectId }]);
  });

  it('keeps the project when the deletion is cancelled', async () => {
    const backend = useBackend();
    const { user } = open();
    await user.click(
      (await rowOf(active.title)).getByRole('button', { name: `Delete ${active.title}` }),
    );
    await adminList.declineDelete(user);
    expect(screen.getByText(active.title)).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it('tells a failed delete', async () => {
    useBackend();
    mockServer.use(http.delete(PROJECT_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = open();
    await user.click(
      (await rowOf(active.title)).getByRole('button', { name: `Delete ${active.title}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('failed to delete data, please try again')).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'This project has donations, so it cannot be deleted: donations are kept for good. Mark it completed instead.',
    ],
    [
      'ur',
      'اس منصوبے کے عطیات ہیں، اس لیے اسے حذف نہیں کیا جا سکتا: عطیات ہمیشہ محفوظ رکھے جاتے ہیں۔ اس کے بجائے اسے مکمل قرار دیں۔',
    ],
  ] as const)('tells in %s why a project with donations stays (409)', async (language, text) => {
    useBackend();
    // The server's own words are English and name a count; the admin reads their language.
    mockServer.use(
      http.delete(PROJECT_URL, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'This project has 2 donations' },
          { status: 409 },
        ),
      ),
    );
    const { user } = openAdmin('/admin/projects/list', language);
    const [deleteIt, yes] =
      language === 'en' ? [`Delete ${active.title}`, 'Yes'] : [`${active.title} حذف کریں`, 'ہاں'];
    await user.click((await rowOf(active.title)).getByRole('button', { name: deleteIt }));
    await user.click(await screen.findByRole('button', { name: yes }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/This project has 2 donations/)).not.toBeInTheDocument();
    expect(screen.getByText(active.title)).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.delete(PROJECT_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = open();
    await user.click(
      (await rowOf(active.title)).getByRole('button', { name: `Delete ${active.title}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
  });
});

describe('ordering the projects of one status (issue 31)', () => {
  const activeOnes = demoProjects.filter(({ status }) => status === 'active');
  const handle = (project: Project, name = `Move ${project.title}`) =>
    screen.findByRole('button', { name });

  /**
   * jsdom lays nothing out: each row is given a place, one under another, so that dnd-kit's
   * keyboard moves it to the next one.
   */
  function layRowsOut() {
    const original = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const row = this.closest('tr[data-row-key]');
      if (!row) return original.call(this);
      const top = [...row.parentElement!.children].indexOf(row) * 40;
      return new DOMRect(0, top, 600, 40);
    });
  }

  it('shows every status without handles, and says how to order', async () => {
    useBackend();
    open();
    await rowOf(active.title);
    expect(
      screen.getByText(
        'To change the order, show only the active or only the completed projects, all on one page.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument();
  });

  it('shows one status when chosen, with a handle on each row, and moves one by keyboard', async () => {
    useBackend();
    layRowsOut();
    const orders: unknown[] = [];
    mockServer.use(
      http.put('*/api/v1/projects/order', async ({ request }) => {
        orders.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = open();
    await rowOf(active.title);
    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByText('Active', {
        selector: '.ant-segmented-item-label',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?status=active'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(activeOnes.length + 1));
    expect(screen.queryByText(completed.title)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Order' })).toBeInTheDocument();
    expect(screen.queryByText(/To change the order/)).not.toBeInTheDocument();

    const [first, second] = activeOnes as [Project, Project];
    const firstHandle = await handle(first);
    act(() => firstHandle.focus());
    await user.keyboard(' ');
    await screen.findByText(`${first.title} is now at place 1 of ${activeOnes.length}.`);
    // dnd-kit listens for the next keys from the next task on.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.keyboard('{ArrowDown}');
    await screen.findByText(`${first.title} is now at place 2 of ${activeOnes.length}.`);
    await user.keyboard(' ');
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders).toEqual([
      { ids: [second.id, first.id, ...activeOnes.slice(2).map(({ id }) => id)] },
    ]);
  });

  it('in Urdu, names the handles and the choice of status in Urdu', async () => {
    useBackend();
    openAdmin('/admin/projects/list?status=completed', 'ur');
    expect(await handle(completed, `${completed.title} کو منتقل کریں`)).toBeVisible();
    expect(screen.getByRole('group', { name: 'حالت' })).toBeInTheDocument();
    expect(screen.queryByText(active.title)).not.toBeInTheDocument();
  });

  it('says so when a status has no projects, keeping the choice', async () => {
    useBackend(activeOnes);
    openAdmin('/admin/projects/list?status=completed');
    expect(
      await screen.findByText('No projects have this status.', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
  });
});

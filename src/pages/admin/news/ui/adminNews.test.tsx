import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { NewsItem } from '@contract/content';
import { NEWS_ITEM_URL, NEWS_URL, demoNews, newsBackend } from '@/test/mocks/news-item';
import { formatDate } from '@/shared/lib/format';
import {
  adminList,
  checkPagedUrduFilter,
  openAdmin,
  useMockBackend,
  type AdminUser,
} from '@/test/app';
import { heldGet, mockServer, onlyPage } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const useBackend = (initial: readonly NewsItem[] = demoNews) =>
  useMockBackend(newsBackend(initial));

const open = (route = '/admin/news/list') => openAdmin(route);

const pinned = demoNews.find((item) => item.pinned)!;
const unpinned = demoNews.filter((item) => !item.pinned);

/** The table row that shows `heading`. */
async function rowOf(heading: string) {
  const cell = await screen.findByText(heading, undefined, { timeout: 15_000 });
  return cell.closest('tr')!;
}

/** Clicks Pin Item on `item`'s row, which asks to confirm. */
async function askToPin(user: AdminUser, item: NewsItem) {
  await user.click(
    await screen.findByRole('button', { name: `Pin Item: ${item.heading}` }, { timeout: 15_000 }),
  );
}

describe('admin news list', () => {
  it('marks the items whose heading lacks Urdu, and shows only those when asked', async () => {
    useBackend();
    await checkPagedUrduFilter({
      route: '/admin/news/list',
      title: 'News',
      shown: demoNews.slice(0, 20),
      nameOf: (item) => item.heading,
      lacksUrdu: (item) => !item.headingUr,
    });
  });

  it('shows each item with heading, image, source logo, en-GB date and the pin state', async () => {
    useBackend();
    open();
    await screen.findByRole('heading', { name: 'News', level: 1 }, { timeout: 15_000 });
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Heading',
      'Urdu',
      'Image',
      'Source logo',
      'Date',
      'Pinned',
      'Publishing',
      'Actions',
    ]);

    const item = unpinned[0]!;
    const row = within(await rowOf(item.heading));
    expect(row.getByRole('img', { name: item.heading })).toHaveAttribute('src', item.image);
    expect(row.getByRole('img', { name: item.logoName })).toHaveAttribute('src', item.logo);
    expect(row.getByText(formatDate(item.date))).toBeInTheDocument();
    expect(row.queryByRole('img', { name: 'Pinned' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: `Pin Item: ${item.heading}` })).toHaveTextContent(
      'Pin Item',
    );
    expect(row.getByRole('link', { name: `Edit ${item.heading}` })).toHaveAttribute(
      'href',
      `/admin/news/${item.id}/edit`,
    );

    // A pinned item shows the pin icon and no Pin button: there is no unpin.
    const pinnedRow = within(await rowOf(pinned.heading));
    expect(pinnedRow.getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(pinnedRow.queryByRole('button', { name: /Pin Item/ })).not.toBeInTheDocument();

    adminList.expectAddNew('/admin/news/add');
  });

  it('asks for the first page of 20 items and shows 5 skeleton rows meanwhile', async () => {
    const { answer, query } = heldGet(NEWS_URL, onlyPage(demoNews));
    open();
    expect(await adminList.findSkeletons()).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    answer();
    expect(await rowOf(demoNews[0]!.heading)).toBeInTheDocument();
    expect(query().get('page')).toBe('1');
    expect(query().get('limit')).toBe('20');
  });

  it('invites the first story when there is none', async () => {
    useBackend([]);
    open();
    expect(
      await screen.findByText('Nothing is here', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Add your first news story to show it on the home page')).toBeVisible();
    adminList.expectInvitedToAdd('/admin/news/add');
  });

  it('tells a failed load', async () => {
    await adminList.openWithFailedLoad(NEWS_URL, '/admin/news/list');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pins an item after the confirmation; the list reloads with it pinned', async () => {
    const backend = useBackend();
    const { user } = open();
    const item = unpinned[1]!;
    await askToPin(user, item);
    expect(await screen.findByText('are you sure you want to pin this item?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    const row = within(await rowOf(item.heading));
    expect(await row.findByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Pin Item/ })).not.toBeInTheDocument();
    // PUT with an empty body pins (docs/product.md §7).
    expect(backend.sent).toEqual([{ method: 'PUT', id: item.id, body: '' }]);
  });

  it('does nothing when the pin is cancelled', async () => {
    const backend = useBackend();
    const { user } = open();
    const item = unpinned[0]!;
    await askToPin(user, item);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByText('are you sure you want to pin this item?')).not.toBeVisible(),
    );
    expect(backend.sent).toEqual([]);
    expect(within(await rowOf(item.heading)).queryByRole('img', { name: 'Pinned' })).toBeNull();
  });

  it('tells a failed pin', async () => {
    useBackend();
    mockServer.use(http.put(NEWS_ITEM_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = open();
    const item = unpinned[0]!;
    await askToPin(user, item);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('failed to update, please try again')).toBeInTheDocument();
  });

  it('deletes an item after confirmation and the list reloads without it', async () => {
    const backend = useBackend();
    const { user } = open();
    const [first, second] = demoNews;
    await user.click(
      await screen.findByRole('button', { name: `Delete ${first!.heading}` }, { timeout: 15_000 }),
    );
    expect(await screen.findByText('are you sure you want to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText(first!.heading)).not.toBeInTheDocument());
    expect(screen.getByText(second!.heading)).toBeInTheDocument();
    expect(backend.sent).toEqual([{ method: 'DELETE', id: first!.id }]);
  });

  it('keeps everything when the deletion is cancelled', async () => {
    const backend = useBackend();
    const { user } = open();
    const [first] = demoNews;
    await user.click(
      await screen.findByRole('button', { name: `Delete ${first!.heading}` }, { timeout: 15_000 }),
    );
    await adminList.declineDelete(user);
    expect(screen.getByText(first!.heading)).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it('tells a failed delete and keeps the item', async () => {
    useBackend();
    mockServer.use(http.delete(NEWS_ITEM_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = open();
    const [first] = demoNews;
    await user.click(
      await screen.findByRole('button', { name: `Delete ${first!.heading}` }, { timeout: 15_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('failed to delete data, please try again')).toBeInTheDocument();
    expect(screen.getByText(first!.heading)).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.put(NEWS_ITEM_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = open();
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Pin Item: ${unpinned[0]!.heading}` },
        { timeout: 15_000 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('failed to update, please try again')).not.toBeInTheDocument();
  });
});

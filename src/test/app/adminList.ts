import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { openAdmin, type AdminUser } from './admin';
import { mockServer } from './renderWithProviders';

/** The placeholders of the loading state a list shows while its items are on the way. */
async function findSkeletons() {
  const loading = await screen.findByRole('status', { name: 'Loading' }, { timeout: 15_000 });
  return loading.querySelectorAll('[data-skeleton]');
}

/** The list offers Add New, to `addRoute`. */
function expectAddNew(addRoute: string) {
  expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', addRoute);
}

/** An empty list invites the first item (Add Now, to `addRoute`) and offers no Add New. */
function expectInvitedToAdd(addRoute: string) {
  expect(screen.getByRole('link', { name: 'Add Now' })).toHaveAttribute('href', addRoute);
  expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
}

/** The app at `route` while GET `url` answers 500: the screen tells `message`. */
async function openWithFailedLoad(
  url: string,
  route: string,
  message = 'failed to load data, please try again',
) {
  mockServer.use(http.get(url, () => HttpResponse.json({}, { status: 500 })));
  const opened = openAdmin(route);
  expect(await screen.findByText(message, undefined, { timeout: 15_000 })).toBeInTheDocument();
  return opened;
}

/** Answers No to "are you sure you want to delete?": the question goes away. */
async function declineDelete(user: AdminUser) {
  await user.click(await screen.findByRole('button', { name: 'No' }));
  await waitFor(() =>
    expect(screen.queryByText('are you sure you want to delete?')).not.toBeVisible(),
  );
}

/**
 * What the admin's list screens share: their loading state, links to add, a failed load, a declined
 * delete.
 */
export const adminList = {
  findSkeletons,
  expectAddNew,
  expectInvitedToAdd,
  openWithFailedLoad,
  declineDelete,
};

import { screen, waitFor } from '@testing-library/react';
import type { AdminUser } from './admin';

const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Saves: the success toast shows and the admin is back at `listRoute`. */
async function saveAndReturn(
  user: AdminUser,
  router: { state: { location: { pathname: string } } },
  listRoute: string,
) {
  await user.click(saveButton());
  expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe(listRoute));
}

/** Saves: the success toast shows and the server received exactly `calls`. */
async function saveAndExpectSent(user: AdminUser, sent: unknown[], calls: unknown[]) {
  await user.click(saveButton());
  expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
  expect(sent).toEqual(calls);
}

/**
 * An image input refuses `wrongType` (not JPEG, PNG, GIF or WebP), then `tooBig`, emptying itself
 * each time.
 */
async function expectImagesRefused(
  user: AdminUser,
  input: HTMLInputElement,
  wrongType: File,
  tooBig: File,
) {
  await user.upload(input, wrongType);
  expect(
    await screen.findByText('Only image files (JPEG, PNG, GIF, Webp) are allowed.'),
  ).toBeInTheDocument();
  expect(input).toHaveValue('');
  await user.upload(input, tooBig);
  expect(await screen.findByText('File size must be 1MB or less')).toBeInTheDocument();
  expect(input).toHaveValue('');
}

/** The steps an admin form's tests share: save, then what the admin and the server see. */
export const adminForm = { saveAndReturn, saveAndExpectSent, expectImagesRefused };

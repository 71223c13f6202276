import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { Role } from '@contract/admin';
import { demoAdmin, demoTeam } from '@/test/mocks/session';
import { mockServer, renderWithProviders } from './renderWithProviders';

/** What the admin's tests share: a signed-in store, files, opening a screen, typing fast. */

export const signedIn = { session: { token: demoAdmin.token } };

/**
 * A store signed in as the team's person of `role` (docs/product.md §6); the role comes from
 * `users/me`, as for a session stored before roles existed.
 */
export function signedInAs(role: Role, language: 'en' | 'ur' = 'en') {
  return { session: { token: demoTeam[role].token }, language: { language } };
}

/** A file as the browser hands it over (Node's File: jsdom's cannot be read or sent). */
export function file(name: string, type: string, size: number) {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

/**
 * The app at `route`, signed in. Refused files still reach inputs: `accept` is only a hint. No
 * pointer-events check (as the settings tests): it reads every ancestor's computed style on
 * each click, which through antd's styles is most of an admin test's time.
 */
export function openAdmin(route: string, language: 'en' | 'ur' = 'en') {
  const rendered = renderWithProviders(undefined, {
    route,
    preloadedState: language === 'en' ? signedIn : { ...signedIn, language: { language } },
  });
  const user = userEvent.setup({
    applyAccept: false,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  return { ...rendered, user };
}

export type AdminUser = ReturnType<typeof openAdmin>['user'];

/** The app at `route`, signed in, for an admin working in Urdu. */
export function openAdminInUrdu(route: string) {
  return renderWithProviders(undefined, {
    route,
    preloadedState: { ...signedIn, language: { language: 'ur' } },
  });
}

/**
 * How long a test waits for an admin screen's first heading: the first screen of a test file loads
 * the admin's lazy chunks (antd) into a fresh module registry, which took over 15 s on a busy
 * two-core machine (the browser tests beside jest). A wait, not a measure: speed has its budgets.
 */
const FIRST_SCREEN_WAIT = { timeout: 40_000 };

/** The sign-in page's heading, once the (lazy) admin shows it. */
export function findSignIn() {
  return screen.findByRole(
    'heading',
    { name: 'Sign in to Helping Hands Admin' },
    FIRST_SCREEN_WAIT,
  );
}

export function findHeading(name: string) {
  return screen.findByRole('heading', { name, level: 1 }, FIRST_SCREEN_WAIT);
}

/** An edit screen whose item is not there says so, and leads back to the list at `listRoute`. */
export async function expectItemGone(listRoute: string) {
  expect(
    await screen.findByText('This item no longer exists.', undefined, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', listRoute);
}

/** The app at `route`, signed in, once the screen's heading shows. */
export async function openScreen(route: string, heading: string) {
  const opened = openAdmin(route);
  await findHeading(heading);
  return opened;
}

/**
 * Puts `text` into a field (the element, or its label) at once: typing letter by letter
 * through antd is slow.
 */
export async function enter(user: AdminUser, field: HTMLElement | string, text: string) {
  await user.click(typeof field === 'string' ? screen.getByLabelText(field) : field);
  await user.paste(text);
}

/** Answers the API from `backend` (an in-memory store of the resource) for this test. */
export function useMockBackend<B extends { handlers: RequestHandler[] }>(backend: B): B {
  mockServer.use(...backend.handlers);
  return backend;
}

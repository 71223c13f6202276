import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from './admin';
import { renderWithProviders } from './renderWithProviders';

/*
 * Helpers for tests of the admin's settings screen. Importing this module also makes role
 * queries skip their visibility check: on a screen this large, computing antd's styles for
 * every element is what makes tests slow (tests that care assert toBeVisible themselves), and
 * gives lazy admin chunks time to load on a busy machine.
 */
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });

export type SettingsUser = ReturnType<typeof userEvent.setup>;

/** Opens /admin/settings signed in and waits for the screen. */
export async function openSettings(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders(undefined, {
    route: '/admin/settings',
    preloadedState: signedIn,
    ...options,
  });
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  // Refused files still reach the input (`accept` only guides the picker); no pointer-events
  // check, which reads every ancestor's computed style.
  const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
  return { ...rendered, user };
}

/** Typing character by character is slow on antd inputs; people paste too. */
export function replaceText(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

export function panelHeader(name: string) {
  return screen.getByRole('button', { name });
}

/** Opens the panel (if closed) and answers its content. */
export async function openPanel(user: SettingsUser, name: string) {
  const header = panelHeader(name);
  if (header.getAttribute('aria-expanded') !== 'true') await user.click(header);
  expect(header).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('group', { name });
}

/** A field of one language's column in a panel: `languageField(hero, 'English', 'Heading')`. */
export function languageField(panel: HTMLElement, language: 'English' | 'Urdu', label: string) {
  const fields = within(panel)
    .getAllByRole('group', { name: language })
    .flatMap((group) => within(group).queryAllByLabelText(label));
  expect(fields).toHaveLength(1);
  return fields[0]!;
}

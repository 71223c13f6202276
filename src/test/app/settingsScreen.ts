import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Setting } from '@contract/settings';
import {
  SETTINGS_URL,
  applySettingsPut,
  demoSettings,
  settingsResponse,
} from '@/test/mocks/setting';
import { signedIn } from './admin';
import { mockServer, renderWithProviders } from './renderWithProviders';

/*
 * Helpers for tests of the admin's settings screen. Importing this module also makes role
 * queries skip their visibility check: on a screen this large, computing antd's styles for
 * every element is what makes tests slow (tests that care assert toBeVisible themselves), and
 * gives lazy admin chunks time to load on a busy machine.
 */
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });

type SettingsUser = ReturnType<typeof userEvent.setup>;

/** Opens /admin/settings signed in and waits for the screen. */
export async function openSettings(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders(undefined, {
    route: '/admin/settings',
    preloadedState: signedIn,
    ...options,
  });
  // The screen's lazy chunks and antd: on a machine busy with the browser tests too, over 15 s.
  await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 40_000 });
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

/** One entry of a settings PUT's `json` list. */
export type SentEntry = { name: string; content?: Record<string, unknown> };
/** What one PUT /settings sent: its entries and the files beside them. */
export type SentSettings = {
  entries: SentEntry[];
  image: File | null;
  bannerImage: File | null;
  /** The Owner's password, sent when the UPI ID, payee name or PAN changes. */
  password: string | null;
};

/**
 * The settings backend: GET answers `saved`, and each PUT is recorded and answered like the
 * server (or by `answer`). Answers the list of PUTs, in order.
 */
export function recordSettingsPuts({
  saved = demoSettings(),
  answer,
}: { saved?: Setting[]; answer?: () => Response } = {}): SentSettings[] {
  const sent: SentSettings[] = [];
  mockServer.use(
    http.get(SETTINGS_URL, () => settingsResponse(saved)),
    http.put(SETTINGS_URL, async ({ request }) => {
      const form = await request.clone().formData();
      sent.push({
        entries: JSON.parse(String(form.get('json'))) as SentEntry[],
        image: form.get('image') as File | null,
        bannerImage: form.get('bannerImage') as File | null,
        password: form.get('password') as string | null,
      });
      return answer ? answer() : HttpResponse.json(await applySettingsPut(request, saved));
    }),
  );
  return sent;
}

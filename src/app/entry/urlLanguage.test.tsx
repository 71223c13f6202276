import { act, screen, waitFor } from '@testing-library/react';
import { PERSIST_KEY } from '../model/makeStore';
// The demo API (msw) the server render and the browser both ask.
import '@/test/app';
import { render } from './server';
import { startBrowserApp } from './startBrowserApp';

/*
 * A link that names its language (`?lang=ur`) against a visitor who chose English before: the
 * server renders Urdu, and the browser must not switch back once the stored choice is read.
 */

const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init);

function storeEnglishChoice() {
  localStorage.setItem(
    `persist:${PERSIST_KEY}`,
    JSON.stringify({
      language: JSON.stringify({ language: 'en' }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

async function serverRenderAndHydrate(url: string) {
  const result = await render({ url, language: 'ur', origin: 'http://localhost', fetchFn });
  window.history.replaceState(null, '', url);
  document.documentElement.lang = result.language;
  document.body.innerHTML = `<div id="root">${result.html}</div><script type="application/json" id="__PRELOADED_STATE__">${JSON.stringify(result.state)}</script>`;
  let started: Awaited<ReturnType<typeof startBrowserApp>> | undefined;
  await act(async () => {
    started = await startBrowserApp(document.getElementById('root')!);
  });
  return started!;
}

describe('a language named in the address', () => {
  beforeEach(storeEnglishChoice);

  it('replaces the stored choice once it is read back', async () => {
    const { store, root } = await serverRenderAndHydrate('/?lang=ur');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(store.getState().language.language).toBe('ur');
    await waitFor(() =>
      expect(localStorage.getItem(`persist:${PERSIST_KEY}`)).toContain('\\"ur\\"'),
    );
    expect(await screen.findByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
    act(() => root.unmount());
  });

  it('leaves the stored choice alone on a plain address', async () => {
    const { store, root } = await serverRenderAndHydrate('/');

    await waitFor(() => expect(store.getState().language.language).toBe('en'));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    act(() => root.unmount());
  });
});

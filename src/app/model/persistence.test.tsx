import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { sessionApi } from '@/entities/session';
import { demoAdmin } from '@/test/mocks/session';
import { settingApi } from '@/entities/setting';
import { SETTINGS_URL, demoSettings, settingsResponse } from '@/test/mocks/setting';
import { languageChanged } from '@/shared/i18n';
import { mockServer } from '@/test/app';
import { startBrowserApp } from '../entry/startBrowserApp';
import { makePersistor, makeStore, PERSIST_KEY } from './makeStore';

describe('what survives a reload', () => {
  it('keeps the token and the language, never the API cache', async () => {
    let settingsRequests = 0;
    mockServer.use(
      http.get(SETTINGS_URL, () => {
        settingsRequests += 1;
        return settingsResponse(demoSettings());
      }),
    );

    // First visit: sign in, load the settings, choose Urdu.
    const store = makeStore();
    const persistor = makePersistor(store);
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    await store.dispatch(
      sessionApi.endpoints.login.initiate({ email: demoAdmin.email, password: demoAdmin.password }),
    );
    await store.dispatch(settingApi.endpoints.getSettings.initiate());
    store.dispatch(languageChanged('ur'));
    await persistor.flush();

    const stored = JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}') as object;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'language', 'session']);

    // Reload: the app starts again (as in the browser) and reads the same localStorage.
    window.history.replaceState(null, '', '/admin');
    document.body.innerHTML = '<div id="root"></div>';
    let reloaded: Awaited<ReturnType<typeof startBrowserApp>> | undefined;
    await act(async () => {
      reloaded = await startBrowserApp(document.getElementById('root')!);
    });

    expect(
      await screen.findByRole('heading', { name: 'ایڈمن پینل میں خوش آمدید' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(reloaded!.store.getState().session.token).toBe(demoAdmin.token);
    expect(reloaded!.store.getState().language.language).toBe('ur');
    // The settings were fetched again, not read back from storage.
    expect(settingsRequests).toBe(2);
    act(() => reloaded!.root.unmount());
  });
});

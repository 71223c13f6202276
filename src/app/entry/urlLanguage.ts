import type { Persistor } from 'redux-persist';
import { LANGUAGE_QUERY, type Language } from '@contract';
import { isLanguage, languageChanged } from '@/shared/i18n';
import type { AppStore } from '../model/makeStore';

/** The language a page's address asks for, if any. */
export function languageInUrl(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get(LANGUAGE_QUERY)?.trim().toLowerCase();
  return isLanguage(asked) ? asked : undefined;
}

/**
 * A link that names a language (`?lang=ur`) is a choice: once the stored state is read back it
 * replaces the stored language, as the server already did with the cookie. Without this the
 * page would switch back to an earlier choice right after it appeared.
 */
export function adoptUrlLanguage(store: AppStore, persistor: Persistor, search: string): void {
  const asked = languageInUrl(search);
  if (!asked) return;
  const adopt = () => {
    if (!persistor.getState().bootstrapped) return false;
    store.dispatch(languageChanged(asked));
    return true;
  };
  if (adopt()) return;
  const unsubscribe = persistor.subscribe(() => {
    if (adopt()) unsubscribe();
  });
}

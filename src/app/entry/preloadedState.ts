import type { ApiSnapshot } from '@/shared/api';
import { isLanguage, type LanguageState } from '@/shared/i18n';

/** The id of the `<script type="application/json">` that carries the server's state. */
export const PRELOADED_STATE_ID = '__PRELOADED_STATE__';

/** What a server-rendered page hands to the browser: the API answers and the language. */
export type PreloadedState = { api: ApiSnapshot; language: LanguageState };

function isPreloadedState(value: unknown): value is PreloadedState {
  const candidate = value as Partial<PreloadedState> | null;
  return (
    typeof candidate?.api === 'object' &&
    candidate.api !== null &&
    isLanguage(candidate.language?.language)
  );
}

/** The state the server wrote into this page, if it rendered it. Browser only. */
export function readPreloadedState(): PreloadedState | undefined {
  const text = document.getElementById(PRELOADED_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPreloadedState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

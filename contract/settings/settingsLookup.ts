import { isSettingName } from './rules';
import type { SettingContents, TrustContent } from './settings';

/*
 * Schema-free like rules.ts (the web app uses it without shipping the schemas): it takes only the
 * settings' content types, which leave nothing in the bundle.
 */

/** Turns the settings list into the lookup the SPA uses. */
export function settingsByName(list: readonly { name: string; content: unknown }[]) {
  const lookup: Partial<SettingContents> = {};
  for (const entry of list) {
    if (isSettingName(entry.name)) {
      (lookup as Record<string, unknown>)[entry.name] = entry.content;
    }
  }
  return lookup;
}

/** A trust that has told nothing yet (a site stored before the entry existed reads as this). */
export const blankTrust = (): TrustContent => ({
  address: { en: '', ur: '' },
  pan: '',
  upiId: '',
  upiPayee: '',
  registrations: [],
});

import { DEFAULT_TIME_ZONE } from '../content/rules';
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
  privacyContact: '',
});

/** The trust as stored, with what it has not told yet blank (a field added since it was saved). */
export const trustOf = (stored: Partial<TrustContent> | undefined): TrustContent => ({
  ...blankTrust(),
  ...stored,
});

/**
 * The address donors write to about their data (/privacy): the trust's privacy contact, else the
 * site's email; '' when neither is set.
 */
export const privacyContactOf = (settings: Partial<SettingContents>): string =>
  settings.trust?.privacyContact || settings.site?.email || '';

/** The trust's time zone (the `timeZone` setting), DEFAULT_TIME_ZONE until one is saved. */
export const timeZoneOf = (settings: Partial<SettingContents>): string =>
  settings.timeZone?.zone || DEFAULT_TIME_ZONE;

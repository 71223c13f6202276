import type { Language } from '@contract/pages';
import type { Translation } from './resources/en';

/**
 * The texts come in chunks, per language and per part: a page loads only the language it shows,
 * the admin's texts come with the admin, the UPI pledge form's with that form, an item's history
 * and the bin with them, drafts' and schedules' with the content screens and the settings, another
 * language when the visitor switches to it. The server bundle and tests hand everything over up
 * front (provideTexts).
 */
const TEXTS_PARTS = ['site', 'adminShell', 'admin', 'giving', 'history', 'publishing'] as const;
type TextsPart = (typeof TEXTS_PARTS)[number];
type TextGroups = Record<string, Record<string, string>>;

const loaders: Record<Language, Record<TextsPart, () => Promise<TextGroups>>> = {
  en: {
    site: () =>
      import(/* webpackChunkName: "texts-en" */ './resources/enSite').then((m) => m.enSite),
    // The admin's frame's, with its sign-in; the signed-in screens' (admin) only once signed in.
    adminShell: () =>
      import(/* webpackChunkName: "texts-en-admin-shell" */ './resources/en/adminShell').then(
        (m) => m.adminShell,
      ),
    admin: () =>
      import(/* webpackChunkName: "texts-en-admin" */ './resources/enAdmin').then((m) => m.enAdmin),
    giving: () =>
      import(/* webpackChunkName: "texts-en-giving" */ './resources/enGiving').then(
        (m) => m.enGiving,
      ),
    history: () =>
      import(/* webpackChunkName: "texts-en-history" */ './resources/enHistory').then(
        (m) => m.enHistory,
      ),
    publishing: () =>
      import(/* webpackChunkName: "texts-en-publishing" */ './resources/enPublishing').then(
        (m) => m.enPublishing,
      ),
  },
  ur: {
    site: () =>
      import(/* webpackChunkName: "texts-ur" */ './resources/urSite').then((m) => m.urSite),
    adminShell: () =>
      import(/* webpackChunkName: "texts-ur-admin-shell" */ './resources/ur/adminShell').then(
        (m) => m.adminShell,
      ),
    admin: () =>
      import(/* webpackChunkName: "texts-ur-admin" */ './resources/urAdmin').then((m) => m.urAdmin),
    giving: () =>
      import(/* webpackChunkName: "texts-ur-giving" */ './resources/urGiving').then(
        (m) => m.urGiving,
      ),
    history: () =>
      import(/* webpackChunkName: "texts-ur-history" */ './resources/urHistory').then(
        (m) => m.urHistory,
      ),
    publishing: () =>
      import(/* webpackChunkName: "texts-ur-publishing" */ './resources/urPublishing').then(
        (m) => m.urPublishing,
      ),
  },
};

const key = (language: Language, part: TextsPart) => `${language}/${part}`;
const loaded = new Map<string, TextGroups>();
const loading = new Map<string, Promise<void>>();
const wanted = new Set<TextsPart>(['site']);
const listeners = new Set<(language: Language) => void>();

export function provideTexts(texts: Partial<Record<Language, Translation>>): void {
  for (const [language, translation] of Object.entries(texts) as [Language, Translation][]) {
    for (const part of TEXTS_PARTS) loaded.set(key(language, part), translation);
  }
}

/** Whether every part in use (the site's, others once opened) is at hand in `language`. */
export function textsLoaded(language: Language): boolean {
  return [...wanted].every((part) => loaded.has(key(language, part)));
}

/** The language's texts loaded so far, all parts together. */
export function textsOf(language: Language): TextGroups {
  const groups: TextGroups = {};
  for (const part of TEXTS_PARTS) Object.assign(groups, loaded.get(key(language, part)));
  return groups;
}

function loadPart(language: Language, part: TextsPart): Promise<void> {
  if (loaded.has(key(language, part))) return Promise.resolve();
  let pending = loading.get(key(language, part));
  if (!pending) {
    pending = loaders[language][part]().then((groups) => {
      loaded.set(key(language, part), groups);
      for (const listener of listeners) listener(language);
    });
    loading.set(key(language, part), pending);
  }
  return pending;
}

/** Loads every part in use for `language`. */
export async function loadTexts(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
}

/** From now on `part` is in use: loads it in every language loaded so far. */
export async function requireTextsPart(part: TextsPart): Promise<void> {
  wanted.add(part);
  await Promise.all(loadedLanguages().map((language) => loadPart(language, part)));
}

/** Calls `listener` with the language whenever more of its texts arrive; returns the unsubscribe. */
export function onTextsLoaded(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every language with some texts loaded. */
export function loadedLanguages(): Language[] {
  return [...new Set([...loaded.keys()].map((entry) => entry.split('/')[0] as Language))];
}

/** Every language with texts loaded so far, as i18next takes its resources. */
export function loadedResources() {
  const languages = loadedLanguages();
  return Object.fromEntries(
    [...languages].map((language) => [language, { translation: textsOf(language) }]),
  );
}

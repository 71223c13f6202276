import type { Language } from '@contract/pages';
import { provideTexts } from '@/shared/i18n';
import type * as LoadTexts from '@/shared/i18n/loadTexts';
import { en, ur, type Translation } from '@/shared/i18n/resources';

type Groups = Record<string, Record<string, string>>;

/**
 * For the tests of the enclosing `describe` (or file), the app has only the texts the browser has
 * at the admin's sign-in: the site's part and the admin frame's (the route table's `adminShell`),
 * loaded as the browser loads them, by a fresh copy of loadTexts; every text again after. Returns
 * each language's texts, filled in before the first test.
 */
export function onlyTextsOfSignIn(): Record<Language, Groups> {
  const texts: Record<Language, Groups> = { en: {}, ur: {} };
  beforeAll(async () => {
    let fresh: typeof LoadTexts | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof LoadTexts>('@/shared/i18n/loadTexts');
    });
    await Promise.all([fresh!.loadTexts('en'), fresh!.loadTexts('ur')]);
    await fresh!.requireTextsPart('adminShell');
    Object.assign(texts, { en: fresh!.textsOf('en'), ur: fresh!.textsOf('ur') });
    provideTexts({ en: texts.en as Translation, ur: texts.ur as Translation });
  });
  afterAll(() => provideTexts({ en, ur }));
  return texts;
}

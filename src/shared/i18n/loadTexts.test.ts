import type * as LoadTexts from './loadTexts';
import type * as CreateI18n from './createI18n';

/*
 * The test setup hands every text over up front; these tests load the texts as the browser
 * does, from a fresh copy of the module, chunk by chunk.
 */
function freshModules() {
  let modules: { texts: typeof LoadTexts; i18n: typeof CreateI18n } | undefined;
  jest.isolateModules(() => {
    modules = {
      texts: jest.requireActual<typeof LoadTexts>('./loadTexts'),
      i18n: jest.requireActual<typeof CreateI18n>('./createI18n'),
    };
  });
  return modules!;
}

describe('loading the texts', () => {
  it('loads only the language asked for, the site part until the admin is opened', async () => {
    const { texts, i18n } = freshModules();
    expect(texts.textsLoaded('ur')).toBe(false);

    await texts.loadTexts('ur');

    expect(texts.textsLoaded('ur')).toBe(true);
    expect(texts.textsLoaded('en')).toBe(false);
    const instance = i18n.createI18n('ur');
    expect(instance.t('language.label')).toBe('زبان');
    // The admin's texts are not there yet.
    expect(instance.exists('adminLayout.title')).toBe(false);
    expect(() => i18n.createI18n('en')).toThrow('The en texts are not loaded yet.');
  });

  it("adds the admin's texts, in the languages in use, to an app's i18n as they arrive", async () => {
    const { texts, i18n } = freshModules();
    await texts.loadTexts('en');
    const instance = i18n.createI18n('en');
    const stop = i18n.keepTextsCurrent(instance);

    await texts.requireTextsPart('admin');

    expect(instance.exists('adminSettings.heading')).toBe(true);
    expect(texts.textsLoaded('ur')).toBe(false);
    // From now on a language switch brings the admin's texts too.
    await texts.loadTexts('ur');
    expect(instance.getResource('ur', 'translation', 'language.label')).toBe('زبان');
    expect(instance.exists('adminSettings.heading', { lng: 'ur' })).toBe(true);
    stop();
  });

  it("brings the admin's frame with its sign-in, and none of the signed-in screens' texts", async () => {
    const { texts, i18n } = freshModules();
    await texts.loadTexts('ur');
    const instance = i18n.createI18n('ur');
    const stop = i18n.keepTextsCurrent(instance);

    await texts.requireTextsPart('adminShell');

    expect(instance.t('adminLayout.title')).toBe('ایڈمن پینل');
    expect(instance.exists('adminRoles.notAvailable')).toBe(true);
    // The screens' texts come with the signed-in layout (the route table), not before.
    for (const key of [
      'adminSettings.heading',
      'adminCommon.save',
      'adminTeam.heading',
      'receipt.title',
    ]) {
      expect(instance.exists(key)).toBe(false);
    }
    await texts.requireTextsPart('admin');
    expect(instance.t('adminCommon.save')).toBe('محفوظ کریں');
    expect(instance.exists('receipt.title')).toBe(true);
    stop();
  });
});

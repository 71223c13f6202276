import { expect, test } from './support/test';

/*
 * The admin's settings preview: the home page in a frame, server-rendered and hydrated, then
 * shown with the settings the admin has not saved. In either language the frame shows them
 * and no error comes from it (pageProblems watches the console and page errors of every frame).
 */

const SCREEN = {
  en: { hero: 'Hero Section', fields: 'English', heading: 'Heading', preview: 'Preview' },
  ur: { hero: 'ہیرو سیکشن', fields: 'اردو', heading: 'سرخی', preview: 'پیش نظارہ' },
} as const;

const UNSAVED_HEADING = { en: 'An unsaved heading', ur: 'ایک غیر محفوظ سرخی' } as const;

test.describe(() => {
  test.use({ signedIn: true });

  for (const language of ['en', 'ur'] as const) {
    const inUrdu = language === 'ur' ? ' in Urdu' : '';
    test(`the settings preview shows an unsaved hero heading with no error in the frame${inUrdu}`, async ({
      page,
      pageProblems,
    }) => {
      const screen = SCREEN[language];
      const heading = `${UNSAVED_HEADING[language]} ${Date.now()}`;
      await page.goto('/admin/settings');
      if (language === 'ur') {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      }

      const header = page.getByRole('button', { name: screen.hero, exact: true });
      if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
      const fields = page
        .getByRole('group', { name: screen.hero, exact: true })
        .getByRole('group', { name: screen.fields, exact: true });
      await fields.getByLabel(screen.heading, { exact: true }).fill(heading);

      await page.getByRole('button', { name: screen.preview, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: screen.preview });
      await expect(dialog).toBeVisible();
      // 'Loading...' goes once the frame says the unsaved settings are on screen.
      await expect(dialog.getByRole('status')).toHaveCount(0);
      const frame = page.frameLocator('iframe.settings-preview__frame');
      await expect(frame.locator('html')).toHaveAttribute('lang', language);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The frame's page is hydrated and has settled: any mismatch would have been reported.
      await expect(frame.locator('html')).toHaveAttribute('data-hydrated', '');
      await frame
        .locator('body')
        .evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
        );
      expect(pageProblems).toEqual([]);
    });
  }
});

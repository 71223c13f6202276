import type { Project } from '@contract/content';
import type { Donor } from '@contract/gifts';
import { expect, test } from './support/test';

test('a project card leads to its page with the donors', async ({ page, request }) => {
  await page.goto('/');
  const card = page.locator('#projects a[href^="/projects/"]').first();
  const href = (await card.getAttribute('href'))!;
  const projectId = href.split('/').at(-1)!;
  const project = (await (await request.get(`/api/v1/projects/${projectId}`)).json()) as Project;
  const donors = (await (
    await request.get(`/api/v1/projects/donor/${projectId}`)
  ).json()) as Donor[];

  await card.click();

  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  for (const donor of donors.slice(0, 3)) {
    await expect(page.getByText(donor.donorName, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Top Donor').first()).toBeVisible();
});

test('a project page loads server-rendered and hydrates', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/v1/projects?status=active&limit=1')).json()) as {
    data: Project[];
  };
  const project = data[0]!;

  const response = await page.goto(`/projects/${project.projectId}`);

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  await expect(page).toHaveTitle(new RegExp(`^${project.title}`));
  await expect(page.getByText('Please share, Every share counts')).toBeVisible();
});

test('on an Urdu project page, the story and the dates (Urdu months) read right to left', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/v1/projects?status=active&limit=1')).json()) as {
    data: Project[];
  };
  await page.goto(`/projects/${data[0]!.projectId}?lang=ur`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dates = page.locator('.donor-list time');
  await expect(dates.first()).toBeVisible();
  expect(await dates.count()).toBeGreaterThan(1);
  // Where the day and the year are drawn: the day ("02") right of the year ("2026"), the month
  // in Urdu between them, as an Urdu reader reads a date.
  const places = await dates.evaluateAll((times) =>
    times.map((time) => {
      const text = time.firstChild!;
      const at = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect().left;
      };
      const length = text.textContent!.length;
      return { text: text.textContent, day: at(0, 2), year: at(length - 4, length) };
    }),
  );
  for (const { text, day, year } of places) {
    expect({ text, dayFirst: day > year }).toEqual({
      text: expect.stringMatching(/^\d\d [\u0600-\u06FF]+ \d{4}$/),
      dayFirst: true,
    });
  }

  // The demo project has its Urdu: title and story run right to left, the closing full stop
  // (۔) after the last word, so to its left. (The English shown where the Urdu is missing is
  // marked lang="en" dir="ltr": the web tests of the project and activity pages.)
  const project = data[0]!;
  const story = page.locator('.project-story__details p').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.titleUr!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
  await expect(story).toHaveCSS('direction', 'rtl');
  const end = await story.evaluate((paragraph) => {
    // Its text (on the first screen, in a span of its own).
    const text = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT).nextNode()!;
    const length = text.textContent!.length;
    const left = (at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().left;
    };
    return { last: text.textContent!.slice(-1), stop: left(length - 1), word: left(length - 2) };
  });
  expect(end.last).toBe('۔');
  expect(end.stop).toBeLessThan(end.word);
});

test('each donor shows as they chose, and the page carries nothing they hid', async ({ page }) => {
  // The demo content: Fatima Khan's Zakat to the ration kits shows as her initials; the
  // scholarships' Zainab Siddiqui hid her amount; only the ration kits accept Zakat.
  const served = await page.goto('/projects/ramadan-ration-kits-2026');
  const html = await served!.text();
  expect(html).toContain('F. K.');
  expect(html).not.toContain('Fatima');
  expect(html).not.toContain('"purpose"');
  // Syed Arif Hussain's receipt details (admins only) are nowhere in the page.
  for (const secret of ['AAAPH1234K', 'Abids', 'arif.hussain@', 'UTR402812345678', 'paymentMode']) {
    expect(html).not.toContain(secret);
  }
  await expect(page.locator('.donor-list')).toContainText('F. K.');
  await expect(page.getByText('Zakat accepted')).toBeVisible();

  await page.goto('/projects/girls-education-scholarships');
  const hidden = page.locator('.donor-list__item', { hasText: 'Zainab Siddiqui' });
  await expect(hidden).toContainText('Amount not shown');
  await expect(page.getByText('Zakat accepted')).toHaveCount(0);
});

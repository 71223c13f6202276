import type { Donor, Project } from '@contract';
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

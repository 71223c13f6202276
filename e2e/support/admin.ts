import type { Page } from '@playwright/test';
import { expect } from './test';

/** The admin the Playwright config creates on the test server. */
export const ADMIN = { email: 'e2e-admin@example.org', password: 'e2e admin password' };

/** Signs in through the form and waits for the admin home. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

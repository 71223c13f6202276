import type { Page } from '@playwright/test';
import { ADMIN, expect } from './test';

export { ADMIN };

/**
 * Signs in through the form and waits for the admin home. A test that only needs to be signed
 * in uses `test.use({ signedIn: true })` instead: one sign-in per worker, its storage reused.
 */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs in through the form as one person of the team, and waits for the admin home. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

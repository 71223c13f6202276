import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { signIn } from './support/admin';
import { ADMIN, expect, test } from './support/test';

/*
 * Two-factor sign-in against the real server (docs/product.md §6): set up on My account with the
 * real otplib making the app's codes, sign in with a code, turn it off. The e2e admin is shared by
 * every flow, so whatever happens the test leaves it with the password alone.
 */

const PERIOD = 30;
/** The app's code `steps` time steps from now. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * PERIOD });

/** Switches two-factor off through the API, signing in with a recovery code if it is on. */
async function leaveWithPasswordOnly(request: APIRequestContext, recoveryCode: string | undefined) {
  const login = await request.post('/api/v1/users/login', { data: ADMIN });
  let answer = (await login.json()) as { token?: string; secondStep?: string };
  if (answer.secondStep && recoveryCode) {
    const second = await request.post('/api/v1/users/login/second-step', {
      data: { secondStep: answer.secondStep, code: recoveryCode },
    });
    answer = (await second.json()) as { token?: string };
  }
  if (!answer.token) return;
  await request.delete('/api/v1/users/me/two-factor', {
    headers: { authorization: `Bearer ${answer.token}` },
    data: { password: ADMIN.password },
  });
}

async function setUp(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto('/admin/account');
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  await page.getByLabel('Code from the app').fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: 'Switch on' }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  return { secret, recoveryCodes };
}

test('an admin sets up two-factor sign-in, signs in with a code, then turns it off', async ({
  page,
  browser,
  request,
}) => {
  let recoveryCode: string | undefined;
  try {
    await signIn(page);
    const { secret, recoveryCodes } = await setUp(page);
    recoveryCode = recoveryCodes[0];

    // Another browser signs in: the password, then the app's code (the step after the one
    // taken to switch it on, as a phone's clock a little ahead makes it).
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/admin/login');
    await second.getByLabel('Email').fill(ADMIN.email);
    await second.getByLabel('Password').fill(ADMIN.password);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await second.getByLabel('Authentication code').fill(await codeAt(secret, 1));
    await second.getByRole('button', { name: 'Verify' }).click();
    await expect(second).toHaveURL(/\/admin$/);
    await expect(second.getByRole('heading', { name: 'Welcome to the Admin Panel' })).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  } finally {
    await leaveWithPasswordOnly(request, recoveryCode);
  }
});

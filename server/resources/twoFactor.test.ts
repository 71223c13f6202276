import { generate } from 'otplib';
import { acceptedTimeStep } from '../auth';
import { ADMIN, login, type TestApp, useTestApp } from '../test/testApp';

/*
 * Two-factor sign-in (docs/product.md §6) with the real otplib: codes are made for the server's
 * time step and its neighbours, the way an authenticator app with a clock a little off makes them.
 */

// Sign-ins are argon2id hashes: slow on a busy machine.
jest.setTimeout(30_000);

const PERIOD = 30;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The app's code `steps` time steps away from now. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: nowSeconds() + steps * PERIOD });

/** Waits into a fresh time step when this one ends within 5 s, so "now" stays one step long. */
async function awayFromStepEdge(): Promise<void> {
  const left = PERIOD - (nowSeconds() % PERIOD);
  if (left <= 5) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

async function turnOn(t: TestApp, auth = t.auth) {
  const setup = await t.inject({
    method: 'POST',
    url: '/api/v1/users/me/two-factor',
    headers: auth,
  });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
  await awayFromStepEdge();
  const confirm = await t.inject({
    method: 'POST',
    url: '/api/v1/users/me/two-factor/confirm',
    headers: auth,
    payload: { code: await codeAt(secret, 0) },
  });
  expect(confirm.statusCode).toBe(200);
  const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
  return { secret, otpauthUrl, recoveryCodes };
}

async function challenge(t: TestApp): Promise<string> {
  const answer = await login(t.inject);
  expect(answer.statusCode).toBe(200);
  const body = answer.json<{ secondStep?: string; token?: string }>();
  expect(body.token).toBeUndefined();
  return body.secondStep ?? '';
}

function secondStep(
  t: TestApp,
  secondStepChallenge: string,
  code: string,
  address = '198.51.100.7',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login/second-step',
    payload: { secondStep: secondStepChallenge, code },
    remoteAddress: address,
  });
}

describe('the clock window (otplib, one step either side)', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const epoch = 1_800_000_000; // the start of a 30 s step
  const step = epoch / PERIOD;
  const codeOf = (offset: number) => generate({ secret, epoch: epoch + offset * PERIOD });

  it('takes the previous, current and next step, not two steps off', async () => {
    expect(await acceptedTimeStep(secret, await codeOf(-1), null, epoch)).toBe(step - 1);
    expect(await acceptedTimeStep(secret, await codeOf(0), null, epoch)).toBe(step);
    expect(await acceptedTimeStep(secret, await codeOf(1), null, epoch)).toBe(step + 1);
    expect(await acceptedTimeStep(secret, await codeOf(-2), null, epoch)).toBeNull();
    expect(await acceptedTimeStep(secret, await codeOf(2), null, epoch)).toBeNull();
  });

  it('refuses a step at or before the last one taken', async () => {
    expect(await acceptedTimeStep(secret, await codeOf(0), step, epoch)).toBeNull();
    expect(await acceptedTimeStep(secret, await codeOf(-1), step, epoch)).toBeNull();
    expect(await acceptedTimeStep(secret, await codeOf(1), step, epoch)).toBe(step + 1);
    // Even the window's last step taken already: nothing is left, and otplib is not asked.
    expect(await acceptedTimeStep(secret, await codeOf(1), step + 1, epoch)).toBeNull();
  });

  it('refuses what is not six digits', async () => {
    expect(await acceptedTimeStep(secret, 'abcdef', null, epoch)).toBeNull();
    expect(await acceptedTimeStep(secret, '12345', null, epoch)).toBeNull();
  });
});

describe('two-factor sign-in', () => {
  const t = useTestApp({ viaLogin: true });

  it('sets up with an otpauth address, then asks for a code after the password', async () => {
    const status = await t.admin({ url: '/api/v1/users/me/two-factor' });
    expect(status.json()).toEqual({ on: false, required: false });
    const { secret, otpauthUrl, recoveryCodes } = await turnOn(t);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(ADMIN.email));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await t.admin({ url: '/api/v1/users/me/two-factor' })).json()).toEqual({
      on: true,
      required: false,
    });
    // Kept as hashes only.
    const stored = await t.app.db.selectFrom('recoveryCodes').select('codeHash').execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    const change = await t.lastChange();
    expect(change).toMatchObject({ resource: 'twoFactor', action: 'confirm' });
    expect(JSON.stringify(change)).not.toContain(secret);

    const asked = await challenge(t);
    // The challenge is no session.
    const misused = await t.inject({
      url: '/api/v1/users/me/two-factor',
      headers: { authorization: `Bearer ${asked}` },
    });
    expect(misused.statusCode).toBe(401);

    // The step after the one confirmed: a phone's clock a little ahead.
    const code = await codeAt(secret, 1);
    const answer = await secondStep(t, asked, code);
    expect(answer.statusCode).toBe(200);
    const { token, email, role } = answer.json<{ token: string; email: string; role: string }>();
    expect({ email, role }).toEqual({ email: ADMIN.email, role: 'owner' });
    const use = await t.inject({
      url: '/api/v1/users/me/two-factor',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(use.statusCode).toBe(200);
    const admin = await t.app.db
      .selectFrom('admins')
      .select('lastSignInAt')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(admin.lastSignInAt).not.toBeNull();

    // A code taken once is refused again, with a fresh challenge too.
    const reused = await secondStep(t, await challenge(t), code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ message: 'The code is not right' });
    expect(reused.body).not.toContain(code);
  });

  it('accepts the previous step, refuses two steps off', async () => {
    const { secret } = await turnOn(t);
    // Forget the confirmed step, so only the clock window decides.
    await t.app.db.updateTable('admins').set({ totpLastStep: null }).execute();
    await awayFromStepEdge();
    const asked = await challenge(t);
    expect((await secondStep(t, asked, await codeAt(secret, -2))).statusCode).toBe(401);
    expect((await secondStep(t, asked, await codeAt(secret, 2))).statusCode).toBe(401);
    expect((await secondStep(t, asked, await codeAt(secret, -1))).statusCode).toBe(200);
  });

  it('takes a recovery code once, typed in any case and with spaces', async () => {
    const { recoveryCodes } = await turnOn(t);
    const [first = '', second = ''] = recoveryCodes;
    const typed = ` ${first.toUpperCase().replace(/-/g, ' ')} `;
    expect((await secondStep(t, await challenge(t), typed)).statusCode).toBe(200);
    expect((await secondStep(t, await challenge(t), first)).statusCode).toBe(401);
    expect((await secondStep(t, await challenge(t), second)).statusCode).toBe(200);
    const used = await t.app.db
      .selectFrom('recoveryCodes')
      .select('usedAt')
      .where('usedAt', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  it('refuses a forged, foreign or outdated challenge', async () => {
    const { recoveryCodes } = await turnOn(t);
    const code = recoveryCodes[0] ?? '';
    for (const forged of ['not-a-challenge', t.token, `${(await challenge(t)).slice(0, -2)}xx`]) {
      const answer = await secondStep(t, forged, code);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ message: 'The sign-in has expired: sign in again' });
    }
    // A new password (token version) voids a challenge given before it.
    const asked = await challenge(t);
    await t.app.db
      .updateTable('admins')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .execute();
    expect((await secondStep(t, asked, code)).statusCode).toBe(401);
    // The code was not spent on the refused attempts.
    expect((await secondStep(t, await challenge(t), code)).statusCode).toBe(200);
  });

  it('counts wrong codes like failed sign-ins: 429 with Retry-After after 5', async () => {
    const { recoveryCodes } = await turnOn(t);
    const asked = await challenge(t);
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await secondStep(t, asked, '000000', `198.51.100.${i}`);
      expect(wrong.statusCode).toBe(401);
    }
    // The right code from a fresh address is refused too: the account is guarded.
    const blocked = await secondStep(t, asked, recoveryCodes[0] ?? '', '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.json()).toMatchObject({
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    // A right password clears the password's failures, never the wrong codes.
    const again = await secondStep(t, await challenge(t), recoveryCodes[0] ?? '', '203.0.113.9');
    expect(again.statusCode).toBe(429);
  });

  it('switches off with the password, and signs in with the password alone again', async () => {
    await turnOn(t);
    const wrong = await t.admin({
      method: 'DELETE',
      url: '/api/v1/users/me/two-factor',
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await t.admin({
      method: 'DELETE',
      url: '/api/v1/users/me/two-factor',
      payload: { password: ADMIN.password },
    });
    expect(off.statusCode).toBe(204);
    expect(await t.lastChange()).toMatchObject({ resource: 'twoFactor', action: 'delete' });
    expect(await t.app.db.selectFrom('recoveryCodes').select('id').execute()).toHaveLength(0);
    const answer = await login(t.inject);
    expect(answer.json()).toHaveProperty('token');
  });
});

describe('two-factor sign-in required by the Owner', () => {
  const t = useTestApp({ viaLogin: true });
  const requireIt = () =>
    t.app.db.updateTable('teamPolicy').set({ twoFactorRequired: 1 }).where('id', '=', 1).execute();

  it('lets an Owner without it only set it up, then everything', async () => {
    await requireIt();
    const refused = await t.admin({ url: '/api/v1/audit' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Two-factor sign-in is required: set it up first',
    });
    const inUrdu = await t.admin({ url: '/api/v1/audit', headers: { 'accept-language': 'ur' } });
    expect(inUrdu.statusCode).toBe(403);
    // The set-up routes and signing out stay open.
    expect((await t.admin({ url: '/api/v1/users/me/two-factor' })).json()).toEqual({
      on: false,
      required: true,
    });
    await turnOn(t);
    expect((await t.admin({ url: '/api/v1/audit' })).statusCode).toBe(200);
  });

  it('covers Accounts, not Editors', async () => {
    await requireIt();
    const accounts = await t.member('accounts');
    const editor = await t.member('editor');
    const asAccounts = await t.inject({ url: '/api/v1/audit', headers: accounts.auth });
    expect(asAccounts.statusCode).toBe(403);
    const asEditor = await t.inject({ url: '/api/v1/urdu-missing', headers: editor.auth });
    expect(asEditor.statusCode).toBe(200);
  });

  it('refuses to switch it off while required', async () => {
    await turnOn(t);
    await requireIt();
    const off = await t.admin({
      method: 'DELETE',
      url: '/api/v1/users/me/two-factor',
      payload: { password: ADMIN.password },
    });
    expect(off.statusCode).toBe(403);
    expect((await t.admin({ url: '/api/v1/users/me/two-factor' })).json()).toEqual({
      on: true,
      required: true,
    });
  });
});

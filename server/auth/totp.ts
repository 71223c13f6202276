import { generateSecret, generateURI, verify } from 'otplib';

/*
 * The time-based codes of two-factor sign-in (docs/product.md §6), by otplib: RFC 6238 with the
 * defaults every authenticator app reads (SHA-1, 6 digits, 30 seconds). A code is taken for the
 * time step before or after the server's own too (a phone's clock a little off), and never for a
 * step at or before the last one accepted, so a code seen once cannot be used again.
 */

const PERIOD_SECONDS = 30;
/** One step either side: the previous code still works, two steps off do not. */
const CLOCK_WINDOW_STEPS = 1;

/** A new secret (20 random bytes, Base32) for the person to put into their app. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads, typed in or as a QR code. */
export function otpauthUrl(secret: string, issuer: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step `epochSeconds` falls in. */
function timeStepAt(epochSeconds: number): number {
  return Math.floor(epochSeconds / PERIOD_SECONDS);
}

/** True for a string shaped like an app's code (six digits, spaces allowed between). */
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step of `code` when it is right within the clock window and later than `lastStep`
 * (the last one accepted); null otherwise.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  lastStep: number | null,
  epochSeconds: number,
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  // otplib refuses an afterTimeStep past its window: every step in it was then used already.
  if (lastStep !== null && lastStep >= timeStepAt(epochSeconds) + CLOCK_WINDOW_STEPS) return null;
  const result = await verify({
    secret,
    token,
    epoch: epochSeconds,
    epochTolerance: CLOCK_WINDOW_STEPS * PERIOD_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

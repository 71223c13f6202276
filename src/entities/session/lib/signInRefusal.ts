/** What the server answers when sign-in is closed for a while (HTTP 429). */
const DEFAULT_WAIT_MINUTES = 15;

/**
 * Whole minutes until sign-in may be tried again when a failed login was refused for too many
 * failures, or null for any other failure (which reads as a plain "invalid" message).
 */
export function signInWaitMinutes(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, retryAfterSeconds } = error as { status?: unknown; retryAfterSeconds?: unknown };
  if (status !== 429) return null;
  return typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0
    ? Math.ceil(retryAfterSeconds / 60)
    : DEFAULT_WAIT_MINUTES;
}

import type { TFunction } from 'i18next';
import { signInWaitMinutes } from '@/entities/session';
import { notifyError } from '@/shared/ui/toast';

/** The sign-in's toasts show top centre; each kind has its id, so one replaces its like. */
export function notifySignIn(message: string, toastId: string): void {
  notifyError(message, { position: 'top-center', toastId });
}

/**
 * Tells how long sign-in stays closed when `error` is a 429 (password or code step alike) and
 * answers true; false for any other failure, which the caller tells.
 */
export function notifySignInClosed(t: TFunction, error: unknown): boolean {
  const minutes = signInWaitMinutes(error);
  if (minutes === null) return false;
  // Its own toast id: the last "invalid" toast may still be showing.
  notifySignIn(t('signIn.tooManyAttempts', { count: minutes }), 'sign-in-closed');
  return true;
}

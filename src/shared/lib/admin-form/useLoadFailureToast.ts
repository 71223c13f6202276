import { useEffect } from 'react';
import { notifyError } from '@/shared/ui/toast';
import { isToldElsewhere } from './errors';

/**
 * Tells a failed admin load once, top centre (docs/product.md §8). Nothing for a 401: the guard is
 * already taking the admin to sign in.
 */
export function useLoadFailureToast(error: unknown, message: string) {
  useEffect(() => {
    if (error && !isToldElsewhere(error)) notifyError(message, { toastId: 'load-error' });
  }, [error, message]);
}

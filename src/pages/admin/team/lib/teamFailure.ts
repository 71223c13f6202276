import { errorStatus, serverMessage } from '@/shared/lib/admin-form';

/**
 * What a refused team change says: the server's own message for a 409 (the last Owner cannot be
 * removed or demoted, docs/product.md §6) or a 400, else `fallback`.
 */
export function teamFailure(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  const message = serverMessage(error);
  return (status === 409 || status === 400) && message ? message : fallback;
}

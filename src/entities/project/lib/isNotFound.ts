/** Whether a query failed because the server does not know the thing asked for (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

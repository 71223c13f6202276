/** The HTTP status of a failed RTK Query call (`FetchBaseQueryError`), if it had one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A 401: the base query has already announced the expired session and the guard is taking the
 * admin to sign in, so a screen shows no failure toast of its own.
 */
export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/** The readable `message` of the server's error body (`{statusCode, error, message}`), if any. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null)?.data;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export type SaveFailureKey = 'adminCommon.duplicate' | 'adminCommon.saveFailed';

/**
 * The text key of a failed save (SPEC.md §8): 409 'Record already exists', anything else
 * 'Failed to save data, please try again'; null for a 401, which shows no toast.
 */
export function saveFailureKey(error: unknown): SaveFailureKey | null {
  if (isUnauthorized(error)) return null;
  return errorStatus(error) === 409 ? 'adminCommon.duplicate' : 'adminCommon.saveFailed';
}

/** The HTTP status of a failed RTK Query call (`FetchBaseQueryError`), if it had one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A 401 or a 403, which the base query has already dealt with: a 401 announced the expired session
 * and the guard is taking the admin to sign in; a 403 showed the server's refusal for the role
 * (docs/product.md §6). A screen shows no failure toast of its own for either.
 */
export function isToldElsewhere(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403;
}

/** The readable `message` of the server's error body (`{statusCode, error, message}`), if any. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null)?.data;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The server's own trouble with a write (server/http/diskErrors.ts), by status. */
const SERVER_TROUBLE = { 507: 'diskFull', 503: 'serverBusy' } as const;
type ServerTrouble = (typeof SERVER_TROUBLE)[keyof typeof SERVER_TROUBLE];

function serverTrouble(error: unknown): ServerTrouble | undefined {
  const status = errorStatus(error);
  return status === 507 || status === 503 ? SERVER_TROUBLE[status] : undefined;
}

type ServerTroubleKey = `adminCommon.${ServerTrouble}`;

/**
 * A write the server could not store for its own reasons: 507 when its disk is full, 503 when
 * it cannot write just now. Told apart from a plain failure, as trying again will not help
 * until someone frees space or the server settles.
 */
export function serverTroubleKey(error: unknown): ServerTroubleKey | undefined {
  const trouble = serverTrouble(error);
  return trouble && `adminCommon.${trouble}`;
}

/** The same for an action that changes what is stored rather than saving a form (a delete, a pin). */
export function changeTroubleKey(error: unknown): `${ServerTroubleKey}Change` | undefined {
  const trouble = serverTrouble(error);
  return trouble && `adminCommon.${trouble}Change`;
}

/**
 * The text key of a failed save or upload: the server's disk or busy trouble when that was the
 * cause, else `fallback` (the screen's own docs/product.md §8 message); null for a 401, which shows no
 * toast.
 */
export function writeFailureKey<Key extends string>(
  error: unknown,
  fallback: Key,
): Key | ServerTroubleKey | null {
  if (isToldElsewhere(error)) return null;
  return serverTroubleKey(error) ?? fallback;
}

type SaveFailureKey = 'adminCommon.duplicate' | 'adminCommon.saveFailed' | ServerTroubleKey;

/**
 * The text key of a failed save (docs/product.md §8): 409 'Record already exists', a full disk or a busy
 * server as such, anything else 'Failed to save data, please try again'; null for a 401.
 */
export function saveFailureKey(error: unknown): SaveFailureKey | null {
  return writeFailureKey(
    error,
    errorStatus(error) === 409 ? 'adminCommon.duplicate' : 'adminCommon.saveFailed',
  );
}

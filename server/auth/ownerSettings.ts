import { OWNER_ROLES, mayUse } from '@contract/admin';
import {
  OWNER_SETTINGS,
  trustOf,
  defaultReceiptWording,
  type OwnerSetting,
  type TrustContent,
} from '@contract/settings';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http';
import { refusedForRole } from './access';

/*
 * The trust's payment and legal details, the `trust` setting, and its receipts' legal wording,
 * `receipt-wording` (docs/product.md §6): only an Owner may change them; another role's save, or
 * restore of a version (server/versions), that would is refused whole (403), nothing stored. A
 * change to where donors' money goes or whose it is (the UPI ID, the payee name, the PAN) also
 * needs the Owner's password again (resources/settings/trust.ts checks it), and leaves a notice
 * every Owner sees until one acknowledges it, written with the change. The audit trail keeps the
 * trust before and after, as for every setting.
 */

const PAYMENT_DETAILS = [
  ['upiId', 'UPI ID'],
  ['upiPayee', 'UPI payee name'],
  ['pan', 'PAN'],
] as const satisfies readonly (readonly [keyof TrustContent, string])[];

export const PASSWORD_NEEDED =
  'Changing the UPI ID, the payee name or the PAN needs your password again';
export const WRONG_PASSWORD = 'The password is not right: nothing was changed';

const shown = (value: string) => (value === '' ? '(none)' : `"${value}"`);

/**
 * An Owner's setting as compared: before anyone saved it, what it then holds; a trust stored
 * before a field of it existed (privacyContact) reads that field blank, on both sides.
 */
const AS_COMPARED: Record<OwnerSetting, (value: unknown) => unknown> = {
  trust: (value) => trustOf(value as TrustContent | undefined),
  'receipt-wording': (value) => value ?? defaultReceiptWording(),
};

/**
 * In the save's transaction, with the settings as stored: refuses (403) a save by anyone but an
 * Owner that would change a setting only an Owner may change (OWNER_SETTINGS).
 */
export function guardOwnerSettings(
  request: FastifyRequest,
  stored: ReadonlyMap<string, string>,
  requested: ReadonlyMap<string, unknown>,
): void {
  const admin = request.admin;
  if (admin && mayUse(admin.role, OWNER_ROLES)) return;
  for (const name of OWNER_SETTINGS) {
    if (!requested.has(name)) continue;
    const text = stored.get(name);
    const before = AS_COMPARED[name](
      text === undefined ? undefined : (JSON.parse(text) as unknown),
    );
    if (!Value.Equal(before, AS_COMPARED[name](requested.get(name)))) throw refusedForRole(request);
  }
}

/**
 * In the save's transaction, with the trust as stored: refuses what the person may not change
 * and answers the Owners' notices to write with the change (none when the trust stays as it is).
 */
export function guardTrust(
  request: FastifyRequest,
  stored: string | undefined,
  requested: TrustContent | undefined,
  passwordOk: boolean | undefined,
): string[] {
  if (requested === undefined) return [];
  // A field added since the trust was stored (privacyContact) reads blank on both sides.
  const before = trustOf(stored === undefined ? undefined : (JSON.parse(stored) as TrustContent));
  if (Value.Equal(before, trustOf(requested))) return [];
  const admin = request.admin;
  if (!admin || !mayUse(admin.role, OWNER_ROLES)) throw refusedForRole(request);
  const changed = PAYMENT_DETAILS.filter(([key]) => before[key] !== requested[key]);
  if (changed.length === 0) return [];
  if (passwordOk === undefined) throw new HttpError(400, PASSWORD_NEEDED, 'password');
  if (!passwordOk) throw new HttpError(403, WRONG_PASSWORD, 'password');
  return changed.map(
    ([key, name]) =>
      `${name} changed from ${shown(String(before[key]))} to ` +
      `${shown(String(requested[key]))} by ${admin.email}`,
  );
}

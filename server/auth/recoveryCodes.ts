import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@contract/admin';
import type { Db } from '../db';

/*
 * The recovery codes of two-factor sign-in (docs/product.md §6): ten per person, made when it is
 * switched on, shown that once, each good for one sign-in instead of the app's code. Each has 80
 * random bits, so a fast SHA-256 keeps it as safely as a slow password hash keeps a password.
 */

/** No 0/o, 1/l/i: a code is read off paper and typed. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** The code as typed, without case, spaces or dashes. */
function normalized(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashOf(code: string): string {
  return createHash('sha256').update(normalized(code)).digest('hex');
}

/** Replaces the person's recovery codes with ten new ones; answers them, the only time they show. */
export async function replaceRecoveryCodes(db: Db, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('recoveryCodes').where('adminId', '=', adminId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(codes.map((code) => ({ adminId, codeHash: hashOf(code), usedAt: null })))
    .execute();
  return codes;
}

/** Marks one unused code of the person used; false when it is not theirs or was used before. */
export async function useRecoveryCode(db: Db, adminId: number, code: string): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: new Date().toISOString() })
    .where('adminId', '=', adminId)
    .where('codeHash', '=', hashOf(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets the person's codes (two-factor switched off). */
export async function removeRecoveryCodes(db: Db, adminId: number): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('adminId', '=', adminId).execute();
}

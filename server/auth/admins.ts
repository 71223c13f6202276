import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { hashPassword } from './auth';
import { accountKey, clearLoginFailures } from './loginLimits';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.org';
const MIN_PASSWORD_LENGTH = 8;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 20 random characters from a URL-safe alphabet (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

function checkCredentials(email: string, password: string): void {
  if (!EMAIL_PATTERN.test(email)) throw new Error(`"${email}" is not an email address`);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

export async function findAdmin(db: Db, email: string) {
  return db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function createAdmin(db: Db, rawEmail: string, password: string) {
  const email = normalizeEmail(rawEmail);
  checkCredentials(email, password);
  if (await findAdmin(db, email)) throw new Error(`An admin with email ${email} already exists`);
  const passwordHash = await hashPassword(password);
  return db
    .insertInto('admins')
    .values({ email, passwordHash, createdAt: new Date().toISOString() })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/**
 * A new password ends every session of that admin (a stolen token dies with the old password)
 * and lifts a sign-in block on the account, so a locked-out owner can get back in at once.
 */
export async function setAdminPassword(db: Db, rawEmail: string, password: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  checkCredentials(email, password);
  const passwordHash = await hashPassword(password);
  const result = await db
    .updateTable('admins')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error(`No admin has email ${email}`);
  await clearLoginFailures(db, accountKey(email));
}

export type AdminBootstrap =
  | { kind: 'existing' }
  | { kind: 'configured'; email: string }
  | { kind: 'generated'; email: string; password: string };

/** Makes sure someone can sign in: the configured admin, or a generated one shown once. */
export async function ensureAdmin(
  db: Db,
  configured: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<AdminBootstrap> {
  if ((await countAdmins(db)) > 0) return { kind: 'existing' };
  if (configured.adminEmail && configured.adminPassword) {
    const admin = await createAdmin(db, configured.adminEmail, configured.adminPassword);
    return { kind: 'configured', email: admin.email };
  }
  const password = generatePassword();
  const admin = await createAdmin(db, DEFAULT_ADMIN_EMAIL, password);
  return { kind: 'generated', email: admin.email, password };
}

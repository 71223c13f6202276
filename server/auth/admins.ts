import { randomBytes } from 'node:crypto';
import type { Role } from '@contract/admin';
import type { Db } from '../db';
import { conflict, HttpError } from '../http';
import { ROLE_NAMES } from './access';
import { recordChangeBy, type Actor } from './audit';
import { hashPassword } from './auth';

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

/** A refusal names the field: the routes answer it as 400, the command line prints it. */
export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(
      400,
      `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
      'password',
    );
  }
}

function checkCredentials(email: string, password: string): void {
  if (!EMAIL_PATTERN.test(email)) {
    throw new HttpError(400, `"${email}" is not an email address`, 'email');
  }
  checkPassword(password);
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

const exists = (email: string) => conflict(`An admin with email ${email} already exists`, 'email');

/**
 * Adds a person to the team in `role` (an Owner unless told otherwise: the first admin of a
 * site). With `actor`, the audit trail records who added them, in the same transaction.
 */
export async function createAdmin(
  db: Db,
  rawEmail: string,
  password: string,
  role: Role = 'owner',
  actor?: Actor,
) {
  const email = normalizeEmail(rawEmail);
  checkCredentials(email, password);
  // Checked before the slow hash too, so a taken e-mail is refused at once.
  if (await findAdmin(db, email)) throw exists(email);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (await findAdmin(trx, email)) throw exists(email);
    const admin = await trx
      .insertInto('admins')
      .values({ email, passwordHash, role, createdAt: new Date().toISOString() })
      .returning(['id', 'email', 'role'])
      .executeTakeFirstOrThrow();
    if (actor) {
      await recordChangeBy(trx, actor, {
        resource: 'admin',
        resourceId: admin.id,
        action: 'create',
        summary: `${email} added as ${ROLE_NAMES[role]}`,
        after: { email, role },
      });
    }
    return admin;
  });
}

export type AdminBootstrap =
  | { kind: 'existing' }
  | { kind: 'configured'; email: string }
  | { kind: 'generated'; email: string; password: string };

/**
 * Makes sure someone can sign in: the configured admin, or a generated one shown once; either is
 * the site's first Owner (docs/product.md §6).
 */
export async function ensureAdmin(
  db: Db,
  configured: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<AdminBootstrap> {
  if ((await countAdmins(db)) > 0) return { kind: 'existing' };
  if (configured.adminEmail && configured.adminPassword) {
    const admin = await createAdmin(db, configured.adminEmail, configured.adminPassword, 'owner');
    return { kind: 'configured', email: admin.email };
  }
  const password = generatePassword();
  const admin = await createAdmin(db, DEFAULT_ADMIN_EMAIL, password, 'owner');
  return { kind: 'generated', email: admin.email, password };
}

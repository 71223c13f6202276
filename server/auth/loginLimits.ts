import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db';
import { errorBody } from '../http';

/*
 * The brute-force limit on sign-in. Each failed sign-in leaves one row per subject it counts
 * against: the account (the email asked for, known or not) and the client address. Once a
 * subject has MAX_FAILED_LOGINS failures inside the window, every sign-in for it answers 429,
 * even with the right password, until the fifth most recent of them leaves the window.
 *
 * A success clears its own account's rows and nothing else: the address rows stay, so one
 * account that can sign in (an attacker's own, or a colleague's behind the same router) never
 * buys more guesses at the others. The rows live in the database, so every instance on one
 * PostgreSQL counts the same failures.
 *
 * The second step of a two-factor sign-in (docs/product.md §6) is limited by the same logic on an
 * attempt log of its own, two_factor_failures: a right password clears the password's failures,
 * never the wrong codes, so knowing the password buys no more guesses at the code.
 */

/** The attempt log counted: failed passwords, or failed second steps. */
type AttemptLog = 'loginFailures' | 'twoFactorFailures';

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The account's key: a hash, so an email typed by mistake (or a password in it) is not kept. */
export function accountKey(normalizedEmail: string): string {
  return `account:${createHash('sha256').update(normalizedEmail).digest('hex')}`;
}

/** The first four groups of an IPv6 address (its /64 network), written in full. */
function ipv6Network(ip: string): string {
  const bare = ip.split('%', 1)[0]?.toLowerCase() ?? '';
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = bare.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The client address as counted: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, since one
 * household or server usually holds a whole /64 and could otherwise change address per guess.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped) return `address:${mapped}`;
  return `address:${isIPv6(ip) ? ipv6Network(ip) : ip}`;
}

/**
 * Seconds until a sign-in for these subjects may be tried again; 0 when it may be now. The
 * subject is blocked while its fifth most recent failure is inside the window, and free again
 * when that failure leaves it.
 */
export async function loginRetryAfter(
  db: Db,
  keys: string[],
  now: number,
  log: AttemptLog = 'loginFailures',
): Promise<number> {
  let waitMs = 0;
  for (const key of keys) {
    const limiting = await db
      .selectFrom(log)
      .select('failedAt')
      .where('key', '=', key)
      .where('failedAt', '>', now - LOGIN_WINDOW_MS)
      .orderBy('failedAt', 'desc')
      .limit(1)
      .offset(MAX_FAILED_LOGINS - 1)
      .executeTakeFirst();
    if (limiting) waitMs = Math.max(waitMs, Number(limiting.failedAt) + LOGIN_WINDOW_MS - now);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** The rows one sign-in attempt holds while its password is checked. */
type LoginAttempt = { rowIds: (number | string)[]; log: AttemptLog };

type LoginAdmission =
  { admitted: true; attempt: LoginAttempt } | { admitted: false; retryAfter: number };

/**
 * Counts an attempt as a failure before its password is checked, then admits it only if no
 * more than MAX_FAILED_LOGINS rows of a subject, this one included, came before it. Checking
 * first and recording after would let a burst of parallel guesses all pass the check while
 * the first ones are still being hashed; this way a burst is cut at the fifth.
 */
export async function admitLoginAttempt(
  db: Db,
  keys: string[],
  now: number,
  log: AttemptLog = 'loginFailures',
): Promise<LoginAdmission> {
  await db
    .deleteFrom(log)
    .where('failedAt', '<=', now - LOGIN_WINDOW_MS)
    .execute();
  const rows = await db
    .insertInto(log)
    .values(keys.map((key) => ({ key, failedAt: now })))
    .returning(['id', 'key'])
    .execute();
  let blocked = false;
  for (const row of rows) {
    const counted = await db
      .selectFrom(log)
      .select((eb) => eb.fn.countAll().as('count'))
      .where('key', '=', row.key)
      .where('failedAt', '>', now - LOGIN_WINDOW_MS)
      .where('id', '<=', row.id)
      .executeTakeFirstOrThrow();
    if (Number(counted.count) > MAX_FAILED_LOGINS) blocked = true;
  }
  const rowIds = rows.map((row) => row.id);
  if (!blocked) return { admitted: true, attempt: { rowIds, log } };
  // A refused attempt is not a failure: it neither counts nor pushes the reopening later.
  await db.deleteFrom(log).where('id', 'in', rowIds).execute();
  return { admitted: false, retryAfter: Math.max(1, await loginRetryAfter(db, keys, now, log)) };
}

/**
 * The attempt's password (or code) was right: its rows go, and so does every failure of its
 * account in the same log. The address keeps its other failures.
 */
export async function loginSucceeded(
  db: Db,
  attempt: LoginAttempt,
  accountKeyOfAttempt: string,
): Promise<void> {
  await db.deleteFrom(attempt.log).where('id', 'in', attempt.rowIds).execute();
  await clearLoginFailures(db, accountKeyOfAttempt, attempt.log);
}

/** Forgets one subject's failures (an account after a success or a new password). */
export async function clearLoginFailures(
  db: Db,
  key: string,
  log: AttemptLog = 'loginFailures',
): Promise<void> {
  await db.deleteFrom(log).where('key', '=', key).execute();
}

function tooManyFailures(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Answers an attempt refused for too many failures: 429, Retry-After, minutes a person reads. */
export function refuseTooManyFailures(reply: FastifyReply, retryAfter: number) {
  return reply
    .status(429)
    .header('Retry-After', String(retryAfter))
    .send(errorBody(429, tooManyFailures(retryAfter)));
}

import type { Role, TeamMember, TeamPolicy } from '@contract/admin';
import { sql } from 'kysely';
import type { Db } from '../db';
import { conflict, HttpError, notFound } from '../http';
import { ROLE_NAMES } from './access';
import { recordChangeBy, type Actor } from './audit';
import { hashPassword } from './auth';
import { checkPassword, normalizeEmail } from './admins';
import { accountKey, clearLoginFailures } from './loginLimits';
import { teamPolicy } from './twoFactorPolicy';

/*
 * The admin team (docs/product.md §6): a person's role, their removal, a new password, and
 * whether Owners and Accounts must use two-factor sign-in. One piece of logic for the Owner's
 * routes and `npm run admin`: the site always keeps an Owner, and a change to a person ends their
 * sessions at once (their token version moves on, or their row is gone), on every running
 * instance, since sessions are checked against the database on each call. Every change is
 * recorded in the audit trail by the transaction that makes it; a password never is.
 */

/** A person of the team, by id (the routes) or e-mail (the command line). */
type Whom = { id: number } | { email: string };

const MEMBER_COLUMNS = ['id', 'email', 'role', 'lastSignInAt', 'totpEnabledAt'] as const;

type MemberRow = {
  id: number;
  email: string;
  role: Role;
  lastSignInAt: string | null;
  totpEnabledAt: string | null;
};

function memberOf(row: MemberRow): TeamMember {
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    lastSignInAt: row.lastSignInAt,
    twoFactor: row.totpEnabledAt !== null,
  };
}

/** Everyone on the team, by e-mail. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db.selectFrom('admins').select(MEMBER_COLUMNS).orderBy('email').execute();
  return rows.map(memberOf);
}

/** The person, or 404 naming how they were asked for. */
export async function findMember(db: Db, whom: Whom): Promise<TeamMember> {
  const query = db.selectFrom('admins').select(MEMBER_COLUMNS);
  const row = await (
    'id' in whom
      ? query.where('id', '=', whom.id)
      : query.where('email', '=', normalizeEmail(whom.email))
  ).executeTakeFirst();
  if (row) return memberOf(row);
  throw 'id' in whom
    ? notFound('Team member')
    : new HttpError(404, `No admin has email ${normalizeEmail(whom.email)}`);
}

/**
 * Makes the team's changes one at a time, on SQLite and PostgreSQL alike: the transaction holds
 * the policy row's lock until it ends, so two Owners demoting each other at once cannot both
 * count the other as the Owner who stays.
 */
async function lockTeam(trx: Db): Promise<void> {
  await sql`update team_policy set id = id where id = 1`.execute(trx);
}

const LAST_OWNER =
  'The site must keep an Owner: make another person an Owner before this one stops being one';

/** Refuses, with 409, a change that would leave the site without an Owner. */
async function keepAnOwner(trx: Db, member: TeamMember): Promise<void> {
  if (member.role !== 'owner') return;
  const row = await trx
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= 1) throw new HttpError(409, LAST_OWNER);
}

/** Moves the person's token version on: every token they hold is refused from the next call. */
async function endSessions(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('admins')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Gives the person another role and ends their sessions; the same role changes nothing. */
export async function changeRole(
  db: Db,
  actor: Actor,
  whom: Whom,
  role: Role,
): Promise<TeamMember> {
  return db.transaction().execute(async (trx) => {
    await lockTeam(trx);
    const member = await findMember(trx, whom);
    if (member.role === role) return member;
    if (role !== 'owner') await keepAnOwner(trx, member);
    await trx.updateTable('admins').set({ role }).where('id', '=', member.id).execute();
    await endSessions(trx, member.id);
    await recordChangeBy(trx, actor, {
      resource: 'admin',
      resourceId: member.id,
      action: 'edit',
      summary: `${member.email}: ${ROLE_NAMES[member.role]} → ${ROLE_NAMES[role]}`,
      before: { email: member.email, role: member.role },
      after: { email: member.email, role },
    });
    return { ...member, role };
  });
}

/** Takes the person off the team with their recovery codes; their sessions end with their row. */
export async function removeMember(db: Db, actor: Actor, whom: Whom): Promise<TeamMember> {
  return db.transaction().execute(async (trx) => {
    await lockTeam(trx);
    const member = await findMember(trx, whom);
    await keepAnOwner(trx, member);
    await trx.deleteFrom('recoveryCodes').where('adminId', '=', member.id).execute();
    await trx.deleteFrom('admins').where('id', '=', member.id).execute();
    await recordChangeBy(trx, actor, {
      resource: 'admin',
      resourceId: member.id,
      action: 'delete',
      summary: `${member.email} (${ROLE_NAMES[member.role]}) removed`,
      before: { email: member.email, role: member.role },
    });
    return member;
  });
}

/**
 * A new password ends every session of that person (a stolen token dies with the old password)
 * and lifts a sign-in block on the account, so a locked-out Owner can get back in at once.
 * Without `actor` (a person's own change) nothing is recorded; the password never is.
 */
export async function setAdminPassword(
  db: Db,
  whom: Whom,
  password: string,
  actor?: Actor,
): Promise<TeamMember> {
  checkPassword(password);
  await findMember(db, whom);
  const passwordHash = await hashPassword(password);
  const member = await db.transaction().execute(async (trx) => {
    const found = await findMember(trx, whom);
    await trx.updateTable('admins').set({ passwordHash }).where('id', '=', found.id).execute();
    await endSessions(trx, found.id);
    if (actor) {
      await recordChangeBy(trx, actor, {
        resource: 'admin',
        resourceId: found.id,
        action: 'edit',
        summary: `${found.email}: new password`,
      });
    }
    return found;
  });
  await clearLoginFailures(db, accountKey(member.email));
  return member;
}

const SET_UP_YOURS_FIRST =
  'Switch on your own two-factor sign-in (My account) before requiring it of the team';

export async function setTeamPolicy(db: Db, actor: Actor, policy: TeamPolicy): Promise<TeamPolicy> {
  return db.transaction().execute(async (trx) => {
    await lockTeam(trx);
    const before = await teamPolicy(trx);
    if (before.twoFactorRequired === policy.twoFactorRequired) return before;
    // An Owner who requires it without it on would be shut out of every screen but set-up.
    if (policy.twoFactorRequired && actor.adminId !== null) {
      const self = await trx
        .selectFrom('admins')
        .select('totpEnabledAt')
        .where('id', '=', actor.adminId)
        .executeTakeFirst();
      if (!self?.totpEnabledAt) throw conflict(SET_UP_YOURS_FIRST);
    }
    await trx
      .updateTable('teamPolicy')
      .set({ twoFactorRequired: Number(policy.twoFactorRequired) })
      .where('id', '=', 1)
      .execute();
    await recordChangeBy(trx, actor, {
      // A setting of the team's: the trail lists it with the site's settings.
      resource: 'settings',
      resourceId: null,
      action: 'edit',
      summary: policy.twoFactorRequired
        ? 'Two-factor sign-in required of Owners and Accounts'
        : 'Two-factor sign-in no longer required',
      before,
      after: policy,
    });
    return policy;
  });
}

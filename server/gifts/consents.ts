import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@contract/pages';
import type { Db } from '../db';

/*
 * Consents to a project's updates (docs/product.md §10): who asked, for which project, with
 * which gift, in which language, when and how. A row stays as the record of what was given;
 * unsubscribing ends it (ended_at). Only the hash of its unsubscribe token is kept.
 */

/** How a consent was given: the donor ticked it on the pledge form, or an admin recorded it. */
export type ConsentHow = 'pledge form' | 'recorded by an admin' | 'imported';

type Consent = {
  email: string;
  projectId: number;
  donationId: number | null;
  language: Language;
  givenHow: ConsentHow;
};

/** The hash under which a token is kept (SHA-256, hex): a stolen database holds no link. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh unguessable token (32 random bytes, base64url) and the hash to keep of it. */
function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenHashOf(token) };
}

/**
 * Records a consent, in the transaction of the gift it came with. The e-mail is kept in small
 * letters, so one address is one reader. An address that already gets the project's updates
 * keeps its first consent: a second would mean a second mail of each update.
 */
export async function giveConsent(trx: Db, consent: Consent): Promise<void> {
  const email = consent.email.trim().toLowerCase();
  const active = await trx
    .selectFrom('updateConsents')
    .select('id')
    .where('email', '=', email)
    .where('projectId', '=', consent.projectId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  if (active) return;
  await trx
    .insertInto('updateConsents')
    .values({
      email,
      projectId: consent.projectId,
      donationId: consent.donationId,
      language: consent.language,
      givenAt: new Date().toISOString(),
      givenHow: consent.givenHow,
      // The mail that carries the unsubscribe link makes its own token (and keeps its hash).
      tokenHash: newToken().tokenHash,
    })
    .execute();
}

import type { Kysely, Migration } from 'kysely';
import { addChoiceColumn, createAttemptLog, createIndex, oneOf, withId } from './steps';

/*
 * Donors hear back (docs/mail.md):
 * - donations.donor_language: the language the donor reads (en or ur), for their mails and
 *   receipt page; every gift before this is English;
 * - mail_outbox: every mail the site sends, written in the same transaction as what causes it
 *   and sent by a worker (server/mail/outbox.ts). `dedupe_key` is unique (one receipt mail per
 *   gift, one update mail per update and reader), so nothing is queued twice; `status` moves
 *   queued → sending → sent, or back to queued with `next_attempt_at` after a failure, or to
 *   failed; `lease_until` is when a send that never reported back counts as interrupted;
 * - receipt_links: the unguessable token of a gift's receipt page, opened without signing in,
 *   revoked by an admin (revoked_at) and then replaced by a new one;
 * - donor_links: the link a donor asked for at /receipts, to every receipt given to their
 *   address, valid until expires_at; only its hash is kept;
 * - update_consents: who asked for a project's updates, when and how; unsubscribing ends it
 *   (ended_at), the row stays as the record of what was given. Its token, kept as a hash, is the
 *   one-click unsubscribe link's.
 * A literal list of values: a migration's SQL never changes.
 */
export const mail: Migration = {
  async up(db: Kysely<unknown>) {
    await addChoiceColumn(db, 'donations', 'donor_language', ['en', 'ur'], 'en');

    await withId(db, db.schema.createTable('mail_outbox'), 'bigserial')
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(oneOf('kind', ['receipt', 'receipts_link', 'project_update'])),
      )
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull().check(oneOf('language', ['en', 'ur'])))
      .addColumn('donation_id', 'integer', (c) => c.references('donations.id').onDelete('cascade'))
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('queued')
          .check(oneOf('status', ['queued', 'sending', 'sent', 'failed'])),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await createIndex(db, 'mail_outbox_due', 'mail_outbox', ['status', 'next_attempt_at']);
    await createIndex(db, 'mail_outbox_by_donation', 'mail_outbox', ['donation_id']);

    await withId(db, db.schema.createTable('receipt_links'))
      .addColumn('donation_id', 'integer', (c) =>
        c.notNull().references('donations.id').onDelete('cascade'),
      )
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await createIndex(db, 'receipt_links_by_donation', 'receipt_links', ['donation_id']);

    await withId(db, db.schema.createTable('donor_links'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db, db.schema.createTable('update_consents'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('donation_id', 'integer', (c) => c.references('donations.id').onDelete('set null'))
      .addColumn('language', 'text', (c) => c.notNull().check(oneOf('language', ['en', 'ur'])))
      .addColumn('given_at', 'text', (c) => c.notNull())
      .addColumn('given_how', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('ended_at', 'text')
      .addColumn('ended_how', 'text')
      .execute();
    await createIndex(db, 'update_consents_by_project', 'update_consents', [
      'project_id',
      'ended_at',
    ]);
    // Asks at /receipts/find, counted per client address and per e-mail (as pledges are).
    await createAttemptLog(db, 'receipt_find_attempts', 'made_at');
  },
};

/*
 * One-click unsubscribe (issue 29): every project update mail carries its own link, made when the
 * mail is composed; only the link's hash is kept (a stolen database holds no link), with the
 * consent it ends. Links of earlier mails keep working, as a donor may click any of them.
 */
export const unsubscribeLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('unsubscribe_links'))
      .addColumn('consent_id', 'integer', (c) =>
        c.notNull().references('update_consents.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'unsubscribe_links_by_consent', 'unsubscribe_links', ['consent_id']);
  },
};

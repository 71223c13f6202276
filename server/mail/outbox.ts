import { createHash } from 'node:crypto';
import type { Language } from '@contract/pages';
import { PostgresAdapter, type Selectable } from 'kysely';
import type { Db, Database, MailKind } from '../db';

/*
 * The outbox (docs/mail.md): every mail is a row, written in the same transaction as what causes
 * it (a gift confirmed, an update posted, a donor asking for their receipts), so a mail is never
 * lost with a rollback nor sent for something that did not happen. A worker in each instance
 * sends the rows that are due:
 * - a row is claimed before it is sent (status `sending`, a lease), in a transaction that skips
 *   rows another instance holds (`FOR UPDATE SKIP LOCKED` on PostgreSQL; SQLite has one writer),
 *   and only a row still `queued` can be claimed: two instances never send the same row;
 * - the mail server down or refusing puts the row back with a later `next_attempt_at` (30 s, then
 *   2, 5, 15 and 30 minutes, then hourly and every two hours), for 24 hours from when it was
 *   queued; a failure after that is final (`failed`, with the reason), for an admin to resend;
 * - a send that never reported back (the instance stopped mid-send) is not retried: its lease
 *   runs out and it becomes `failed` as "interrupted", since it may have arrived. Resending is the
 *   admin's choice, so no donor ever gets a mail twice from a crash.
 */

export type MailRow = Selectable<Database['mailOutbox']>;

/** What a queued mail says, composed when it is sent (so it says what is true then). */
export type ComposedMail = {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Composes a row's mail; null when what it was for is gone (it is then dropped as failed). */
export type Composer = (db: Db, row: MailRow) => Promise<ComposedMail | null>;

/** Sends one composed mail; throws when the mail server did not take it. */
export type Send = (mail: ComposedMail & { to: string; messageId: string }) => Promise<void>;

const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/** Longer than any send may take (the transport gives up after a minute). */
const LEASE_MS = 2 * 60 * 1000;
const BACKOFF_MS = [30, 120, 300, 900, 1800, 3600].map((seconds) => seconds * 1000);
const LAST_BACKOFF_MS = 2 * 60 * 60 * 1000;
/** A run sends at most this many, so one instance's run never holds on for long. */
const BATCH = 50;

export const INTERRUPTED =
  'Sending was interrupted (the server stopped while sending): it may have arrived. ' +
  'Resend only if the donor did not get it.';
const GONE = 'What this mail was about no longer exists';

const backoffAfter = (attempts: number) => BACKOFF_MS[attempts - 1] ?? LAST_BACKOFF_MS;

const iso = (ms: number) => new Date(ms).toISOString();

type QueuedMail = {
  kind: MailKind;
  /** One mail per key, ever: a second queueing of the same key is a no-op. */
  dedupeKey: string;
  recipient: string;
  language: Language;
  donationId?: number | null;
  payload: Record<string, unknown>;
};

/**
 * Queues a mail in the caller's transaction; nothing when the same key is queued already.
 * Returns whether this call queued it.
 */
export async function queueMail(trx: Db, mail: QueuedMail, now = Date.now()): Promise<boolean> {
  const result = await trx
    .insertInto('mailOutbox')
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      recipient: mail.recipient,
      language: mail.language,
      donationId: mail.donationId ?? null,
      payload: JSON.stringify(mail.payload),
      nextAttemptAt: iso(now),
      createdAt: iso(now),
    })
    .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Puts a failed or sent mail back in the queue, as if new (the admin's resend), to `recipient`
 * with the links of `origin`.
 */
export async function requeueMail(
  db: Db,
  id: number | string,
  { recipient, origin }: { recipient: string; origin: string },
  now = Date.now(),
) {
  const result = await db
    .updateTable('mailOutbox')
    .set({
      recipient,
      payload: JSON.stringify({ origin }),
      status: 'queued',
      attempts: 0,
      nextAttemptAt: iso(now),
      createdAt: iso(now),
      leaseUntil: null,
      lastError: null,
    })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'sent'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The reason a send failed, as the admin reads it: the mail server's answer, never a password. */
function failureReason(error: unknown): string {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const said = response ?? message ?? String(error);
  const parts = [code, responseCode, said.replace(/\/\/[^@/\s]*@/g, '//')].filter(Boolean);
  return parts.join(' ').slice(0, 300);
}

async function claimNext(db: Db, now: number): Promise<MailRow | undefined> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('mailOutbox')
      .selectAll()
      .where('status', '=', 'queued')
      .where('nextAttemptAt', '<=', iso(now))
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(1);
    const row = await (postgres ? due.forUpdate().skipLocked() : due).executeTakeFirst();
    if (!row) return undefined;
    const claimed = await trx
      .updateTable('mailOutbox')
      .set({ status: 'sending', leaseUntil: iso(now + LEASE_MS), attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1
      ? { ...row, attempts: row.attempts + 1 }
      : undefined;
  });
}

async function settle(db: Db, row: MailRow, now: number, error: unknown): Promise<void> {
  const reason = failureReason(error);
  const final = now - Date.parse(row.createdAt) >= RETRY_FOR_MS;
  await db
    .updateTable('mailOutbox')
    .set(
      final
        ? { status: 'failed', leaseUntil: null, lastError: reason }
        : {
            status: 'queued',
            leaseUntil: null,
            lastError: reason,
            nextAttemptAt: iso(now + backoffAfter(row.attempts)),
          },
    )
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .execute();
}

/** A stable Message-ID per row, so a receiving server may tell a copy from a new mail. */
function messageIdOf(row: MailRow, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const hash = createHash('sha256').update(`${row.dedupeKey}\n${row.createdAt}`).digest('hex');
  return `<${hash.slice(0, 32)}@${domain}>`;
}

type WorkerOptions = {
  db: Db;
  send: Send;
  from: string;
  composers: Record<MailKind, Composer>;
  /** How often to look when nothing nudges (0: only when run or nudged). */
  pollMs: number;
  log: { warn(object: object, message: string): void };
  clock?: () => number;
};

export type MailWorker = {
  /** Sends what is due now; the number of mails sent. */
  runOnce(): Promise<number>;
  /** Looks at the outbox soon (after a request queued a mail). */
  nudge(): void;
  stop(): Promise<void>;
};

export function createMailWorker({
  db,
  send,
  from,
  composers,
  pollMs,
  log,
  clock = Date.now,
}: WorkerOptions): MailWorker {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function interruptExpiredLeases(now: number) {
    await db
      .updateTable('mailOutbox')
      .set({ status: 'failed', leaseUntil: null, lastError: INTERRUPTED })
      .where('status', '=', 'sending')
      .where('leaseUntil', '<', iso(now))
      .execute();
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    await interruptExpiredLeases(clock());
    for (let count = 0; count < BATCH && !stopped; count += 1) {
      const row = await claimNext(db, clock());
      if (!row) break;
      try {
        const mail = await composers[row.kind](db, row);
        if (!mail) {
          await db
            .updateTable('mailOutbox')
            .set({ status: 'failed', leaseUntil: null, lastError: GONE })
            .where('id', '=', row.id)
            .execute();
          continue;
        }
        await send({ ...mail, to: row.recipient, messageId: messageIdOf(row, from) });
      } catch (error) {
        // Never the address or the mail: the row's id says which one.
        log.warn({ mail: String(row.id), attempt: row.attempts }, 'A mail was not sent');
        await settle(db, row, clock(), error);
        continue;
      }
      await db
        .updateTable('mailOutbox')
        .set({ status: 'sent', sentAt: iso(clock()), leaseUntil: null, lastError: null })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = sendDue().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce().catch(() => undefined);
      }
    });
    return running;
  }

  const quietly = () => {
    if (stopped) return;
    runOnce().catch((error: unknown) => log.warn({ err: error }, 'The outbox could not be read'));
  };
  const timer = pollMs > 0 ? setInterval(quietly, pollMs) : undefined;
  timer?.unref();

  return {
    runOnce,
    nudge: () => setImmediate(quietly),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import type { Db, MailKind } from '../db';
import { siteOrigin } from '../pages';
import { createMailWorker, type Composer, type MailWorker, type Send } from './outbox';
import { composeReceiptsLinkMail } from './donorReceipts';
import { composeReceiptMail, queueReceiptMail } from './receiptMail';
import { composeUpdateMail, queueUpdateMails } from './updateMail';

/*
 * Mail through the trust's own SMTP account (docs/mail.md): on with SMTP_URL and MAIL_FROM, off
 * without them, when the site works as before and the admin says how to turn it on. Each
 * instance runs a worker that sends what the outbox holds (outbox.ts).
 */

export type Mail = {
  enabled: boolean;
  from: string | undefined;
  /** The site's address for a mail's links: PUBLIC_URL, else the request's own. */
  origin(request: FastifyRequest): string;
  /**
   * Queues a confirmed gift's receipt mail in the caller's transaction, when mail is on and the
   * gift has a donor e-mail; once per gift (receiptMail.ts).
   */
  queueReceipt(trx: Db, donationId: number, request: FastifyRequest): Promise<boolean>;
  /**
   * Queues a project update's mail to its project's readers in the caller's transaction, when
   * mail is on; once per update and reader (updateMail.ts). Answers how many it queued.
   */
  queueUpdate(
    trx: Db,
    update: { updateId: number; projectKey: number },
    request: FastifyRequest,
  ): Promise<number>;
  /** Looks at the outbox soon: call after a transaction that queued a mail. */
  nudge(): void;
  /** Sends what is due now (tests, and the worker's own timer). */
  runOnce(): Promise<number>;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    mail: Mail;
  }
}

/** What makes each kind of mail. */
const COMPOSERS: Record<MailKind, Composer> = {
  receipt: composeReceiptMail,
  receipts_link: composeReceiptsLinkMail,
  project_update: composeUpdateMail,
};

function smtpSender(config: MailConfig): Send {
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return async ({ to, subject, text, html, headers, messageId }) => {
    await transport.sendMail({
      from: config.from,
      ...(config.replyTo ? { replyTo: config.replyTo } : {}),
      to,
      subject,
      text,
      html,
      headers,
      messageId,
    });
  };
}

type MailOptions = { mail: MailConfig | undefined; publicUrl: string | undefined; send?: Send };

export function mailWorkerOf(db: Db, config: MailConfig, app: FastifyInstance, send?: Send) {
  return createMailWorker({
    db,
    send: send ?? smtpSender(config),
    from: config.from,
    composers: COMPOSERS,
    pollMs: config.pollMs,
    log: app.log,
  });
}

export const mailPlugin = fastifyPlugin<MailOptions>(
  async (app, { mail: config, publicUrl, send }) => {
    const worker: MailWorker | undefined = config
      ? mailWorkerOf(app.db, config, app, send)
      : undefined;
    if (config && !publicUrl?.startsWith('https://')) {
      // Mail clients offer one-click unsubscribe only for an https link (RFC 8058).
      app.log.warn(
        "Mail is on but PUBLIC_URL is not the site's https:// address: the links in mails use " +
          "each request's own address, and mail clients show no one-click unsubscribe without https",
      );
    }
    const origin = (request: FastifyRequest) => siteOrigin(request, publicUrl);
    app.decorate('mail', {
      enabled: Boolean(worker),
      from: config?.from,
      origin,
      queueReceipt: async (trx: Db, donationId: number, request: FastifyRequest) =>
        Boolean(worker) && queueReceiptMail(trx, donationId, origin(request)),
      queueUpdate: async (trx: Db, update, request: FastifyRequest) =>
        worker ? queueUpdateMails(trx, { ...update, origin: origin(request) }) : 0,
      nudge: () => worker?.nudge(),
      runOnce: async () => (worker ? worker.runOnce() : 0),
    });
    app.addHook('onClose', async () => worker?.stop());
  },
  { name: 'mail' },
);

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server for the tests (smtp-server, from nodemailer's authors): it takes every mail
 * as a mail server would and keeps it parsed (mailparser), so a test reads what a donor's mail
 * client would. It stops and starts again on the same port, as a mail server that goes down.
 */

export type TestMailServer = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** The raw message of each mail, as sent. */
  raw: string[];
  stop(): Promise<void>;
  start(): Promise<void>;
};

/**
 * An SMTP server on no account that takes every mail, as a mail server would, and hands each
 * message whole to `keep`; a failure there refuses the mail. The jest tests' server below and the
 * browser tests' (e2e/support/serveWithMail.ts) keep them their own way.
 */
export function catchAllSmtp(keep: (message: Buffer) => Promise<void> | void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        Promise.resolve()
          .then(() => keep(Buffer.concat(chunks)))
          .then(
            () => callback(),
            (error: unknown) => callback(error as Error),
          );
      });
    },
  });
}

export async function startMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const raw: string[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    server = catchAllSmtp(async (message) => {
      const text = message.toString('utf8');
      raw.push(text);
      received.push(await simpleParser(text));
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.server.address() as AddressInfo).port;
  };
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    raw,
    stop: async () => {
      const stopping = server;
      server = undefined;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
    start: listen,
  };
}

/** The environment of an app that mails through `smtp`, its worker run by the test alone. */
export const mailEnv = (smtp: TestMailServer, from = 'receipts@roshni.example') => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: from,
  MAIL_POLL_MS: '0',
  PUBLIC_URL: 'https://roshni.example',
});

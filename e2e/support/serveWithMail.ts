/**
 * The browser tests' web server with mail on: a real SMTP server (smtp-server) on 127.0.0.1
 * takes every mail the site sends and keeps it as a `.eml` file in the mail folder, where the
 * specs read it as a donor's mail client would (e2e/support/mailbox.ts). Then `npm start`'s
 * script runs in this process with SMTP_URL pointing at it.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { catchAllSmtp } from '../../server/test/mailServer';
import { mailFolderOf } from './mailFolder';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('serveWithMail needs DATA_DIR (the Playwright config sets it)');
const folder = mailFolderOf(dataDir);
mkdirSync(folder, { recursive: true });

let received = 0;
const smtp = catchAllSmtp((message) => {
  received += 1;
  const name = `${Date.now()}-${String(received).padStart(4, '0')}`;
  // Written whole, then renamed: a spec never reads half a mail.
  const partial = path.join(folder, `${name}.part`);
  writeFileSync(partial, message);
  renameSync(partial, path.join(folder, `${name}.eml`));
});
smtp.on('error', (error) => console.error('The test mail server:', error));

/** Listens (E2E_SMTP_PORT, else a free port), then starts the site mailing through it. */
async function serve() {
  const port = Number(process.env.E2E_SMTP_PORT ?? 0);
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const { port: listening } = smtp.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${listening}`;
  process.env.MAIL_FROM ??= 'Roshni Welfare Trust <receipts@roshni.example>';
  // The outbox is looked at twice a second, besides the nudge after each request that queues.
  process.env.MAIL_POLL_MS ??= '500';
  await import('../../scripts/start');
}

void serve();

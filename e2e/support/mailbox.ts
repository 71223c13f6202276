import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailFolderOf } from './mailFolder';

/** A mail as the donor's mail client shows it. */
type ReceivedMail = {
  subject: string;
  text: string;
  html: string;
  /** Each header as sent (unfolded), by its name in lower case. */
  headers: Record<string, string>;
};

const folder = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (the Playwright config sets it)');
  return mailFolderOf(dataDir);
};

/** Each mail file read once: the folder only grows during a run. */
const parsed = new Map<string, Promise<ParsedMail>>();

async function mailsInFolder(): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = readdirSync(folder()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(
    names.sort().map((name) => {
      let mail = parsed.get(name);
      if (!mail) {
        mail = simpleParser(readFileSync(path.join(folder(), name)));
        parsed.set(name, mail);
      }
      return mail;
    }),
  );
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .flatMap(({ value }) => value)
    .map(({ address }) => address?.toLowerCase());

const headersOf = (mail: ParsedMail) =>
  Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n(?=[ \t])/g, '')
        .trim(),
    ]),
  );

/**
 * Waits (up to `timeout` ms) for a mail to `to` whose subject matches, as the test mail server
 * received it (e2e/support/serveWithMail.ts); the latest when several match.
 */
export async function mailTo(
  to: string,
  subject: string | RegExp,
  { timeout = 20_000 } = {},
): Promise<ReceivedMail> {
  const matches = (said: string | undefined) =>
    typeof subject === 'string' ? said === subject : subject.test(said ?? '');
  const deadline = Date.now() + timeout;
  for (;;) {
    const mail = (await mailsInFolder())
      .filter((each) => addressesOf(each).includes(to.toLowerCase()) && matches(each.subject))
      .pop();
    if (mail) {
      return {
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html || '',
        headers: headersOf(mail),
      };
    }
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${to} with the subject ${String(subject)} came in ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

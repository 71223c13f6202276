import { randomBytes } from 'node:crypto';
import { formatDate, formatMoney } from '@contract/common';
import { CASH_DEDUCTION_LIMIT, receiptTexts, rupeesInWords, type Receipt } from '@contract/gifts';
import type { Language } from '@contract/pages';
import { trustOf } from '@contract/settings';
import { storedSettings, type Db } from '../db';
import { receiptOfGift } from '../gifts';
import { escapeHtml, fill, MAIL_TEXTS } from './mailTexts';
import { queueMail, type ComposedMail, type MailRow } from './outbox';

/*
 * The thank-you with its receipt (docs/mail.md): queued when a gift with a donor e-mail becomes
 * confirmed, by any path, once per gift. It links to the receipt page, which opens without
 * signing in through the gift's receipt link: an unguessable token an admin may revoke (a new
 * one then replaces it).
 */

/** The page's address in a language: `?lang=ur` for Urdu, as every page of the site. */
export const inLanguage = (url: string, language: Language) =>
  language === 'en' ? url : `${url}?lang=${language}`;

export const receiptPageUrl = (origin: string, token: string, language: Language) =>
  inLanguage(`${origin}/receipt/${token}`, language);

/** The gift's receipt token in force, made now if it has none. */
async function receiptTokenOf(trx: Db, donationId: number): Promise<string> {
  const current = await trx
    .selectFrom('receiptLinks')
    .select('token')
    .where('donationId', '=', donationId)
    .where('revokedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (current) return current.token;
  const token = randomBytes(24).toString('base64url');
  await trx
    .insertInto('receiptLinks')
    .values({ donationId, token, createdAt: new Date().toISOString() })
    .execute();
  return token;
}

/**
 * The receipt tokens in force of these gifts, by gift id, in one read; a gift confirmed before
 * receipt links existed gets its token now (one insert for all of them).
 */
export async function receiptTokensOf(db: Db, donationIds: number[]): Promise<Map<number, string>> {
  if (donationIds.length === 0) return new Map();
  const current = await db
    .selectFrom('receiptLinks')
    .select(['donationId', 'token'])
    .where('donationId', 'in', donationIds)
    .where('revokedAt', 'is', null)
    .orderBy('id')
    .execute();
  const tokens = new Map(current.map(({ donationId, token }) => [donationId, token]));
  const missing = donationIds.filter((id) => !tokens.has(id));
  if (missing.length > 0) {
    const createdAt = new Date().toISOString();
    const made = missing.map((donationId) => ({
      donationId,
      token: randomBytes(24).toString('base64url'),
      createdAt,
    }));
    await db.insertInto('receiptLinks').values(made).execute();
    for (const { donationId, token } of made) tokens.set(donationId, token);
  }
  return tokens;
}

/** Ends the gift's receipt link (a page opened with it is refused) and makes a new one. */
export async function replaceReceiptToken(trx: Db, donationId: number): Promise<string> {
  await trx
    .updateTable('receiptLinks')
    .set({ revokedAt: new Date().toISOString() })
    .where('donationId', '=', donationId)
    .where('revokedAt', 'is', null)
    .execute();
  return receiptTokenOf(trx, donationId);
}

/** The gift a receipt token opens, while the token is in force. */
export async function giftOfReceiptToken(db: Db, token: string) {
  return db
    .selectFrom('receiptLinks')
    .innerJoin('donations', 'donations.id', 'receiptLinks.donationId')
    .select(['donations.id', 'donations.donorLanguage'])
    .where('receiptLinks.token', '=', token)
    .where('receiptLinks.revokedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Queues the gift's thank-you with its receipt, in the caller's transaction: only for a
 * confirmed gift with a donor e-mail, and once per gift whatever calls it again.
 * `origin` is the site's address for the link (PUBLIC_URL, else the request's).
 */
export async function queueReceiptMail(
  trx: Db,
  donationId: number,
  origin: string,
): Promise<boolean> {
  const gift = await trx
    .selectFrom('donations')
    .select(['donorEmail', 'donorLanguage', 'status'])
    .where('id', '=', donationId)
    .executeTakeFirst();
  if (!gift?.donorEmail || gift.status !== 'confirmed') return false;
  await receiptTokenOf(trx, donationId);
  return queueMail(trx, {
    kind: 'receipt',
    dedupeKey: `receipt:${donationId}`,
    recipient: gift.donorEmail,
    language: gift.donorLanguage,
    donationId,
    payload: { origin },
  });
}

/** The trust as a receipt names it: its name in a language, address, PAN and 80G number. */
export async function trustOnReceipt(db: Db, language: Language) {
  const { site, trust: stored } = await storedSettings(db, ['site', 'trust']);
  const trust = trustOf(stored);
  const name = site?.name[language] || site?.name.en || '';
  const address = trust.address[language] || trust.address.en;
  const registration = trust.registrations.find(({ kind }) => kind === '80g');
  return { name, address, pan: trust.pan, registration };
}

type Line = [label: string, value: string, direction?: 'ltr'];

/** The receipt's lines, as the receipt page shows them. */
function receiptLines(receipt: Receipt, language: Language): Line[] {
  const words = receiptTexts[language];
  const said = words.receipt;
  const lines: Line[] = [
    [said.number, receipt.receiptNumber, 'ltr'],
    [said.date, formatDate(receipt.date, language)],
    [said.receivedFrom, receipt.donorName ?? said.anonymous],
  ];
  if (receipt.donorIdType && receipt.donorIdNumber) {
    lines.push([
      said.donorId,
      `${words.donorIdType[receipt.donorIdType]}: ${receipt.donorIdNumber}`,
    ]);
  }
  if (receipt.donorAddress) lines.push([said.address, receipt.donorAddress]);
  lines.push(
    [said.amount, formatMoney(receipt.amount), 'ltr'],
    [said.amountInWords, rupeesInWords(receipt.amount, language)],
    [said.paidBy, words.paymentMode[receipt.paymentMode]],
  );
  if (receipt.paymentReference) lines.push([said.reference, receipt.paymentReference, 'ltr']);
  const title =
    language === 'ur' ? (receipt.project.titleUr ?? receipt.project.title) : receipt.project.title;
  lines.push([said.purpose, words.giftPurpose[receipt.purpose]], [said.project, title]);
  return lines;
}

/**
 * A mail's HTML around its blocks: for Urdu, `dir="rtl"` and `lang="ur"` on the root and on
 * every block, as some mail clients drop the root's. Names typed by people are isolated (bdi).
 */
export function mailHtml(language: Language, title: string, blocks: string[]): string {
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  const attributes = `dir="${dir}" lang="${language}"`;
  const font =
    language === 'ur'
      ? "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting',serif"
      : 'Arial,Helvetica,sans-serif';
  // A block's own style follows the font (one style attribute: a second would be ignored).
  const styled = blocks.map((block) =>
    block.replace(
      /^<(p|table|h1|div)\b(?: style="([^"]*)")?/,
      (_, tag: string, own?: string) =>
        `<${tag} ${attributes} style="font-family:${font}${own ? `;${own}` : ''}"`,
    ),
  );
  return (
    `<!doctype html><html ${attributes}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
    `<body ${attributes} style="margin:0;padding:16px;font-family:${font};line-height:1.8;color:#1f1f1f">` +
    `<div ${attributes} style="max-width:600px;margin:0 auto">${styled.join('')}</div></body></html>`
  );
}

const linkBlock = (text: string, url: string) =>
  `<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;

/** The receipt mail of an outbox row, with what is true of the gift now. */
export async function composeReceiptMail(db: Db, row: MailRow): Promise<ComposedMail | null> {
  if (row.donationId === null) return null;
  const found = await receiptOfGift(db, row.donationId);
  if (!found?.receipt) return null;
  const { receipt } = found;
  const language = row.language;
  const { origin } = JSON.parse(row.payload) as { origin: string };
  const said = MAIL_TEXTS[language];
  const receiptWords = receiptTexts[language].receipt;
  const trust = await trustOnReceipt(db, language);
  const token = await receiptTokenOf(db, row.donationId);
  const link = receiptPageUrl(origin, token, language);
  const findLink = inLanguage(`${origin}/receipts`, language);
  const title =
    language === 'ur' ? (receipt.project.titleUr ?? receipt.project.title) : receipt.project.title;
  const greeting = receipt.donorName
    ? fill(said.greeting, { name: receipt.donorName })
    : said.greetingAnonymous;
  const thanks = fill(said.thanks, { trust: trust.name, project: title });
  const lines = receiptLines(receipt, language);
  const trustLines: Line[] = [];
  if (trust.pan) trustLines.push([said.trustPan, trust.pan, 'ltr']);
  if (trust.registration) trustLines.push([said.registration, trust.registration.number, 'ltr']);
  const { deduction } = receipt;
  const section = deduction && (language === 'ur' ? deduction.sectionUr : deduction.section);
  const notes = deduction
    ? [
        language === 'ur' ? deduction.textUr : deduction.text,
        ...(deduction.cashOverLimit
          ? [
              fill(receiptWords.cashOverLimit, {
                limit: formatMoney(CASH_DEDUCTION_LIMIT),
                section: section ?? '',
              }),
            ]
          : []),
      ]
    : [];
  const subject = fill(said.receiptSubject, { number: receipt.receiptNumber });

  const text = [
    greeting,
    '',
    thanks,
    '',
    receiptWords.title,
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    trust.name,
    ...(trust.address ? [trust.address] : []),
    ...trustLines.map(([label, value]) => `${label}: ${value}`),
    ...(notes.length ? ['', ...notes] : []),
    '',
    `${said.openReceipt}: ${link}`,
    `${said.findReceipts}: ${findLink}`,
    '',
    said.closing,
    trust.name,
  ].join('\n');

  const row_ = ([label, value, direction]: Line) =>
    `<tr><th align="start" style="text-align:start;padding:4px 8px;vertical-align:top">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 8px"><bdi${direction ? ` dir="${direction}"` : ''}>${escapeHtml(value)}</bdi></td></tr>`;
  const html = mailHtml(language, subject, [
    `<p>${receipt.donorName ? escapeHtml(said.greeting).replace('{{name}}', `<bdi>${escapeHtml(receipt.donorName)}</bdi>`) : escapeHtml(said.greetingAnonymous)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(receiptWords.title)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse">${lines.map(row_).join('')}</table>`,
    `<p><strong>${escapeHtml(trust.name)}</strong>${trust.address ? `<br>${escapeHtml(trust.address)}` : ''}</p>`,
    ...(trustLines.length
      ? [
          `<table role="presentation" style="border-collapse:collapse">${trustLines.map(row_).join('')}</table>`,
        ]
      : []),
    ...notes.map((note) => `<p style="font-size:14px">${escapeHtml(note)}</p>`),
    linkBlock(said.openReceipt, link),
    linkBlock(said.findReceipts, findLink),
    `<p>${escapeHtml(said.closing)}<br>${escapeHtml(trust.name)}</p>`,
  ]);
  return { subject, text, html };
}

/**
 * A phone as wa.me takes it, digits with the country code: an Indian number written without it
 * (ten digits, or eleven with a leading 0) gets 91. None: wa.me lets the admin pick the chat.
 */
function whatsappNumber(phone: string | null): string {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (phone?.trim().startsWith('+')) return digits;
  if (/^0?[6-9]\d{9}$/.test(digits)) return `91${digits.slice(-10)}`;
  return digits;
}

/** The WhatsApp click-to-chat link of a confirmed gift: its thank-you and receipt link. */
export function whatsappLink(
  gift: {
    donorName: string | null;
    donorPhone: string | null;
    amount: number;
    receiptNumber: string;
  },
  trustName: string,
  link: string,
  language: Language,
): string {
  const said = MAIL_TEXTS[language];
  const text = fill(gift.donorName ? said.whatsapp : said.whatsappAnonymous, {
    name: gift.donorName ?? '',
    amount: formatMoney(gift.amount),
    trust: trustName,
    number: gift.receiptNumber,
    link,
  });
  return `https://wa.me/${whatsappNumber(gift.donorPhone)}?text=${encodeURIComponent(text)}`;
}

import { blankTrust } from '@contract/settings';
import type { GiftMessages } from '@contract/gifts';
import type { ParsedMail } from 'mailparser';
import { createDb } from '../db';
import { createProject, setUpiTrust } from '../test/projects';
import { mailEnv, startMailServer, type TestMailServer } from '../test/mailServer';
import { createTestApp, type TestApp } from '../test/testApp';
import { mailWorkerOf } from './mailPlugin';
import { INTERRUPTED } from './outbox';

/*
 * The receipt mail through a real SMTP server (smtp-server), on SQLite and PostgreSQL: one mail
 * per confirmed gift by each path, in the donor's language, through the mail server going down,
 * two instances and a send interrupted; the receipt page's link, replaced and refused.
 */

let smtp: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => smtp.stop());

beforeEach(async () => {
  smtp.received.length = 0;
  t = await createTestApp({
    env: mailEnv(smtp, '"Roshni Welfare Trust" <receipts@roshni.example>'),
  });
  await setUpiTrust(t);
  const { db } = t.app;
  await db.deleteFrom('settings').where('name', 'in', ['trust', 'site']).execute();
  const trust = {
    ...blankTrust(),
    upiId: 'roshni.trust@sbi',
    upiPayee: 'Roshni Welfare Trust',
    pan: 'AAATR1234C',
    registrations: [{ kind: '80g', number: 'AAATR1234CF20231', validFrom: '', validUntil: '' }],
  };
  await db
    .insertInto('settings')
    .values([
      { name: 'trust', content: JSON.stringify(trust) },
      {
        name: 'site',
        content: JSON.stringify({ name: { en: 'Roshni Welfare Trust', ur: 'روشنی ویلفیئر ٹرسٹ' } }),
      },
    ])
    .execute();
  expect((await createProject(t, { projectId: 'clean-water' })).statusCode).toBe(201);
});
afterEach(async () => t.close());

const recordGift = (payload: Record<string, unknown>) =>
  t.admin({ method: 'POST', url: '/api/v1/projects/clean-water/donations', payload });

const outbox = () => t.app.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
const messages = async () =>
  (await t.admin({ url: '/api/v1/projects/clean-water/donations/messages' })).json<
    GiftMessages[]
  >();
const htmlOf = (mail: ParsedMail | undefined) => (typeof mail?.html === 'string' ? mail.html : '');
const receiptLinkIn = (mail: ParsedMail | undefined) =>
  /https:\/\/roshni\.example\/receipt\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];

describe('the receipt mail', () => {
  it('thanks a donor an admin records, once, with the receipt and a link that opens it', async () => {
    const answer = await recordGift({
      donorName: 'Asha Rao',
      amount: 2500,
      date: '2026-11-02',
      donorEmail: 'asha@example.org',
      donorIdType: 'pan',
      donorIdNumber: 'ABCDE1234F',
      paymentMode: 'bank',
      paymentReference: 'NEFT-778',
    });
    expect(answer.statusCode).toBe(201);
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(await t.app.mail.runOnce()).toBe(0);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('asha@example.org');
    expect(mail?.from?.text).toContain('receipts@roshni.example');
    expect(mail?.subject).toBe('Thank you for your gift: receipt 2026-27/0001');
    for (const said of [
      'Dear Asha Rao,',
      'Receipt no.: 2026-27/0001',
      'Amount: ₹2,500',
      'Rupees Two Thousand Five Hundred only',
      'Donor’s ID: PAN: ABCDE1234F',
      'Paid by: Bank transfer',
      'Roshni Welfare Trust',
      'PAN of the trust: AAATR1234C',
      'section 133',
      'https://roshni.example/receipts',
    ]) {
      expect(mail?.text).toContain(said);
    }
    expect(htmlOf(mail)).toContain('<bdi>Asha Rao</bdi>');

    const token = receiptLinkIn(mail);
    expect(token).toBeDefined();
    const page = await t.inject({ url: `/api/v1/receipts/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.json()).toMatchObject({
      receiptNumber: '2026-27/0001',
      amount: 2500,
      donorName: 'Asha Rao',
      donorLanguage: 'en',
    });
    const [state] = await messages();
    expect(state).toMatchObject({
      mail: { status: 'sent', reason: null },
      receiptLink: `https://roshni.example/receipt/${token}`,
    });
    expect(state?.whatsappLink).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it('is written in the donor’s language: Urdu text, rtl and lang on every block', async () => {
    const pledge = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/clean-water/pledges',
      payload: { donorName: 'علی احمد', amount: 1000, paymentReference: '604312345678' },
    });
    expect(pledge.statusCode).toBe(201);
    const { db } = t.app;
    await db
      .updateTable('donations')
      .set({ donorEmail: 'ali@example.org', donorLanguage: 'ur', donorPhone: '9876543210' })
      .execute();
    const { id } = await db.selectFrom('donations').select('id').executeTakeFirstOrThrow();
    expect(await outbox()).toHaveLength(0);

    const confirmed = await t.admin({
      method: 'POST',
      url: `/api/v1/projects/clean-water/donations/${id}/confirm`,
    });
    expect(confirmed.statusCode).toBe(200);
    await t.app.mail.runOnce();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toMatch(/^آپ کے عطیے کا شکریہ: رسید /);
    expect(mail?.text).toContain('محترم علی احمد،');
    expect(mail?.text).toContain('روشنی ویلفیئر ٹرسٹ');
    expect(mail?.text).toContain('?lang=ur');
    const html = htmlOf(mail);
    expect(html).toMatch(/^<!doctype html><html dir="rtl" lang="ur">/);
    const blocks = html.match(/<(p|table|h1)\b[^>]*>/g) ?? [];
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) expect(block).toContain('dir="rtl" lang="ur"');

    const [state] = await messages();
    const text = decodeURIComponent(state?.whatsappLink.split('?text=')[1] ?? '');
    expect(state?.whatsappLink).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(text).toContain('السلام علیکم علی احمد');
    expect(text).toContain(`${state?.receiptLink}`);
    expect(state?.receiptLink).toMatch(/\?lang=ur$/);
  });

  it('is sent for each imported gift with an e-mail, and for none without', async () => {
    const csv = [
      'Date,Amount,Reference,Name,Email',
      '2026-11-01,500,UTR-1,Asha Rao,asha@example.org',
      '2026-11-01,700,UTR-2,Bilal Khan,',
      '2026-11-02,900,UTR-3,Chitra Iyer,chitra@example.org',
    ].join('\n');
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/clean-water/donations/import',
      headers: { ...t.auth, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });
    expect(answer.statusCode).toBe(201);
    await t.app.mail.runOnce();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'Thank you for your gift: receipt 2026-27/0001',
      'Thank you for your gift: receipt 2026-27/0003',
    ]);
    expect(await outbox()).toHaveLength(2);
  });

  it('waits while the mail server is down and is sent once when it is back', async () => {
    await smtp.stop();
    try {
      await recordGift({ donorName: 'Asha Rao', amount: 800, donorEmail: 'asha@example.org' });
      expect(await t.app.mail.runOnce()).toBe(0);
      const [queued] = await outbox();
      expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
      expect(queued?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      // The first retry comes within a minute.
      const wait = Date.parse(queued?.nextAttemptAt ?? '') - Date.now();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60_000);
      expect((await messages())[0]?.mail).toMatchObject({ status: 'queued' });
    } finally {
      await smtp.start();
    }
    // Not due yet: nothing is sent before its time.
    expect(await t.app.mail.runOnce()).toBe(0);
    await t.app.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: new Date(0).toISOString() })
      .execute();
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(await t.app.mail.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
  });

  it('fails after 24 hours of trying, with the reason, and an admin resends it', async () => {
    await smtp.stop();
    try {
      await recordGift({ amount: 800, donorEmail: 'asha@example.org' });
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
      await t.app.db
        .updateTable('mailOutbox')
        .set({ createdAt: dayAgo, nextAttemptAt: dayAgo })
        .execute();
      // The gift's own nudge may still be sending (and failing) as it read the row before the
      // change: runs until one has seen the row as changed, while the server still refuses.
      for (let run = 0; run < 5 && (await messages())[0]?.mail?.status !== 'failed'; run += 1) {
        await t.app.mail.runOnce();
      }
    } finally {
      await smtp.start();
    }
    const [failed] = await messages();
    expect(failed?.mail).toMatchObject({ status: 'failed', reason: expect.any(String) });
    expect(smtp.received).toHaveLength(0);

    const resend = await t.admin({
      method: 'POST',
      url: `/api/v1/donations/${failed?.id}/receipt-mail`,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ mail: { status: 'queued' } });
    expect(
      (await t.admin({ method: 'POST', url: `/api/v1/donations/${failed?.id}/receipt-mail` }))
        .statusCode,
    ).toBe(409);
    await t.app.mail.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect((await t.lastChange()).action).toBe('send');
  });

  it('is sent once by two instances on the same database', async () => {
    const { config } = t;
    const mailConfig = config.mail;
    if (!mailConfig) throw new Error('mail is on in this test');
    for (let index = 0; index < 6; index += 1) {
      await recordGift({ amount: 100 + index, donorEmail: `donor${index}@example.org` });
    }
    const other = createDb(config);
    try {
      const second = mailWorkerOf(other, { ...mailConfig, pollMs: 0 }, t.app);
      const sent = await Promise.all([t.app.mail.runOnce(), second.runOnce()]);
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(6);
      await second.stop();
    } finally {
      await other.destroy();
    }
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
  });

  it('is not sent again after a send interrupted mid-way: it fails for an admin to decide', async () => {
    await recordGift({ amount: 800, donorEmail: 'asha@example.org' });
    // An instance took it and stopped while sending: its lease ran out.
    await t.app.db
      .updateTable('mailOutbox')
      .set({
        status: 'sending',
        attempts: 1,
        leaseUntil: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    expect(await t.app.mail.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toMatchObject([{ status: 'failed', lastError: INTERRUPTED }]);
  });

  it('is queued once per gift, and not for a gift without an e-mail', async () => {
    await recordGift({ amount: 800 });
    await recordGift({ amount: 900, donorEmail: 'asha@example.org' });
    const [row] = await outbox();
    const { db } = t.app;
    const { queueReceiptMail } = await import('./receiptMail');
    expect(await queueReceiptMail(db, Number(row?.donationId), 'https://x.example')).toBe(false);
    expect(await outbox()).toHaveLength(1);
  });
});

describe('the receipt link', () => {
  it('opens the receipt until an admin replaces it; the old one is refused', async () => {
    await recordGift({ donorName: 'Asha Rao', amount: 800 });
    const [before] = await messages();
    const token = before?.receiptLink.split('/receipt/')[1] ?? '';
    expect((await t.inject({ url: `/api/v1/receipts/${token}` })).statusCode).toBe(200);

    const replaced = await t.admin({
      method: 'POST',
      url: `/api/v1/donations/${before?.id}/receipt-link`,
    });
    expect(replaced.statusCode).toBe(200);
    const fresh = replaced.json<GiftMessages>().receiptLink.split('/receipt/')[1] ?? '';
    expect(fresh).not.toBe(token);
    const refused = await t.inject({ url: `/api/v1/receipts/${token}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Asha');
    expect((await t.inject({ url: `/api/v1/receipts/${fresh}` })).statusCode).toBe(200);
    expect((await t.lastChange()).action).toBe('revoke');
  });

  it('is refused without a token and for a made-up one', async () => {
    expect((await t.inject({ url: '/api/v1/receipts/' })).statusCode).toBe(400);
    expect((await t.inject({ url: `/api/v1/receipts/${'a'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.inject({ url: '/api/v1/receipts/short' })).statusCode).toBe(400);
  });

  it('is for the Owner and Accounts only; an Editor is refused', async () => {
    await recordGift({ amount: 800 });
    const editor = await t.member('editor');
    const accounts = await t.member('accounts');
    const url = '/api/v1/projects/clean-water/donations/messages';
    expect((await t.inject({ url, headers: editor.auth })).statusCode).toBe(403);
    expect((await t.inject({ url, headers: accounts.auth })).statusCode).toBe(200);
  });
});

describe('mail off', () => {
  it('says so, queues nothing, and a resend is refused with how to turn it on', async () => {
    const off = await createTestApp();
    try {
      const setup = await off.admin({ url: '/api/v1/mail' });
      expect(setup.json()).toEqual({ enabled: false });
      expect((await createProject(off, { projectId: 'clean-water' })).statusCode).toBe(201);
      const answer = await off.admin({
        method: 'POST',
        url: '/api/v1/projects/clean-water/donations',
        payload: { amount: 500, donorEmail: 'asha@example.org' },
      });
      expect(answer.statusCode).toBe(201);
      expect(await off.app.db.selectFrom('mailOutbox').selectAll().execute()).toHaveLength(0);
      const { id } = await off.app.db
        .selectFrom('donations')
        .select('id')
        .executeTakeFirstOrThrow();
      const resend = await off.admin({
        method: 'POST',
        url: `/api/v1/donations/${id}/receipt-mail`,
      });
      expect(resend.statusCode).toBe(409);
      expect(resend.json().message).toContain('SMTP_URL');
    } finally {
      await off.close();
    }
    expect((await t.admin({ url: '/api/v1/mail' })).json()).toEqual({
      enabled: true,
      from: '"Roshni Welfare Trust" <receipts@roshni.example>',
    });
  });
});

import type { DonorReceiptList } from '@contract/gifts';
import { createProject, setUpiTrust } from '../test/projects';
import { mailEnv, startMailServer, type TestMailServer } from '../test/mailServer';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Donors find their own receipts: the same answer for a known and an unknown address, a mail
 * with a link to a known one's receipts and yearly statements, and the limits.
 */

let t: TestApp;
let smtp: TestMailServer;

beforeAll(async () => (smtp = await startMailServer()));
afterAll(() => smtp.stop());
beforeEach(async () => {
  smtp.received.splice(0);
  t = await createTestApp({ env: mailEnv(smtp) });
  await setUpiTrust(t);
  expect((await createProject(t, { projectId: 'clean-water' })).statusCode).toBe(201);
});
afterEach(async () => t.close());

const find = (email: string, language?: 'en' | 'ur') =>
  t.inject({
    method: 'POST',
    url: '/api/v1/receipts/find',
    payload: { email, ...(language ? { language } : {}) },
  });
const record = (payload: Record<string, unknown>) =>
  t.admin({ method: 'POST', url: '/api/v1/projects/clean-water/donations', payload });

describe('finding my receipts', () => {
  it('answers the same for a known and an unknown address; only a known one gets a mail', async () => {
    await record({ amount: 1000, date: '2026-03-20', donorEmail: 'Asha@Example.org' });
    await record({ amount: 2500, date: '2026-04-02', donorEmail: 'asha@example.org' });
    await record({ amount: 700, date: '2026-05-01', donorEmail: 'other@example.org' });
    await t.app.mail.runOnce();
    smtp.received.length = 0;

    const unknown = await find('nobody@example.org');
    const known = await find('ASHA@example.org', 'ur');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);

    await t.app.mail.runOnce();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('asha@example.org');
    expect(mail?.text).toContain('24 گھنٹے');
    const token = /https:\/\/roshni\.example\/my-receipts\/([A-Za-z0-9_-]+)\?lang=ur/.exec(
      mail?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();

    const list = await t.inject({ url: `/api/v1/receipts/list/${token}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const { receipts, years } = list.json<DonorReceiptList>();
    expect(receipts.map(({ amount }) => amount)).toEqual([2500, 1000]);
    expect(years).toEqual([
      { financialYear: '2026-27', amount: 2500, gifts: 1 },
      { financialYear: '2025-26', amount: 1000, gifts: 1 },
    ]);
    expect(list.body).not.toContain('other@example.org');
    // Each receipt opens by its own link.
    const opened = await t.inject({ url: `/api/v1/receipts/${receipts[0]?.token}` });
    expect(opened.json()).toMatchObject({ amount: 2500 });
  });

  it('refuses a link made up or expired', async () => {
    await record({ amount: 1000, donorEmail: 'asha@example.org' });
    await find('asha@example.org');
    await t.app.mail.runOnce();
    const mail = smtp.received.find((sent) => sent.subject?.startsWith('Your receipts'));
    const token = /\/my-receipts\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await t.inject({ url: `/api/v1/receipts/list/${token}` })).statusCode).toBe(200);
    await t.app.db
      .updateTable('donorLinks')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.inject({ url: `/api/v1/receipts/list/${token}` })).statusCode).toBe(404);
    expect((await t.inject({ url: `/api/v1/receipts/list/${'x'.repeat(32)}` })).statusCode).toBe(
      404,
    );
  });

  it('is limited per e-mail and per client address, and refuses what is not an e-mail', async () => {
    for (let i = 0; i < 3; i += 1) expect((await find('asha@example.org')).statusCode).toBe(202);
    const perEmail = await find('asha@example.org');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.headers['retry-after']).toBeDefined();
    // Ten asks an hour from one client address, whatever the e-mail.
    for (let i = 0; i < 6; i += 1) {
      expect((await find(`donor${i}@example.org`)).statusCode).toBe(202);
    }
    expect((await find('donor99@example.org')).statusCode).toBe(429);
    await t.app.db.deleteFrom('receiptFindAttempts').execute();
    const bad = await find('not an e-mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('not an e-mail');
  });
});

import type { ParsedMail } from 'mailparser';
import { form } from '../test/fixtures';
import { mailEnv, startMailServer, type TestMailServer } from '../test/mailServer';
import { createProject, setUpiTrust } from '../test/projects';
import { createTestApp, type TestApp } from '../test/testApp';
import { queueUpdateMails } from './updateMail';

/*
 * A project's news by mail, through a real SMTP server (smtp-server), on SQLite and PostgreSQL:
 * posted with "tell the donors", it goes once to each address that asked for it and gave, in
 * its language, with a one-click unsubscribe (List-Unsubscribe and its page) that ends the
 * consent, so the next update does not go there.
 */

let smtp: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => smtp.stop());

const UTR = '604312345678';

beforeEach(async () => {
  smtp.received.length = 0;
  t = await createTestApp({ env: mailEnv(smtp, 'news@roshni.example') });
  await setUpiTrust(t);
  await t.app.db.deleteFrom('settings').where('name', '=', 'site').execute();
  await t.app.db
    .insertInto('settings')
    .values({
      name: 'site',
      content: JSON.stringify({ name: { en: 'Roshni Welfare Trust', ur: 'روشنی ویلفیئر ٹرسٹ' } }),
    })
    .execute();
  for (const [projectId, title] of [
    ['clean-water', 'Clean water'],
    ['school-books', 'School books'],
  ] as const) {
    expect((await createProject(t, { projectId, title })).statusCode).toBe(201);
  }
  await t.app.db
    .updateTable('projects')
    .set({ titleUr: 'صاف پانی' })
    .where('projectId', '=', 'clean-water')
    .execute();
  // A new site on PostgreSQL, with the first one's throwaway database, beside the browser tests
  // on a busy CI machine once took over 30 s.
}, 90_000);
afterEach(async () => t?.close());

/** A gift an admin records as received, with the donor's wish for updates. */
const record = (project: string, gift: Record<string, unknown>) =>
  t.admin({
    method: 'POST',
    url: `/api/v1/projects/${project}/donations`,
    payload: { amount: 1000, date: '2026-11-02', sendReceipt: false, ...gift },
  });

const postUpdate = (fields: Record<string, string>) =>
  t.admin({
    method: 'POST',
    url: '/api/v1/projects/clean-water/updates',
    payload: form({
      date: '2026-11-20',
      text: 'Four wells dug',
      textUr: 'چار کنویں کھودے گئے',
      ...fields,
    }),
  });

const updateMails = () => smtp.received.filter((mail) => !/receipt/i.test(mail.subject ?? ''));
const recipientOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const htmlOf = (mail: ParsedMail | undefined) => (typeof mail?.html === 'string' ? mail.html : '');
const header = (mail: ParsedMail | undefined, name: string) => {
  const value = mail?.headerLines.find((line) => line.key === name)?.line ?? '';
  return value.slice(value.indexOf(':') + 1).trim();
};

describe('a project update by mail', () => {
  beforeEach(async () => {
    // Two readers of clean-water who gave, one in Urdu; one who ticked the box on a pledge never
    // confirmed; one who gave without asking; one reader of another project.
    for (const [project, gift] of [
      [
        'clean-water',
        { donorName: 'Asha Rao', donorEmail: 'Asha@Example.org', wantsUpdates: true },
      ],
      [
        'clean-water',
        {
          donorName: 'علی احمد',
          donorEmail: 'ali@example.org',
          wantsUpdates: true,
          donorLanguage: 'ur',
        },
      ],
      ['clean-water', { donorName: 'Quiet Giver', donorEmail: 'quiet@example.org' }],
      ['school-books', { donorEmail: 'books@example.org', wantsUpdates: true }],
    ] as const) {
      expect((await record(project, gift)).statusCode).toBe(201);
    }
    const pledge = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/clean-water/pledges',
      payload: {
        amount: 500,
        paymentReference: UTR,
        donorEmail: 'stranger@example.org',
        wantsUpdates: true,
      },
    });
    expect(pledge.statusCode).toBe(201);
  });

  it('goes once to each address that asked and gave, in its language, with the news as posted', async () => {
    expect((await postUpdate({ notify: 'true', spent: '45000' })).statusCode).toBe(201);
    expect(await t.app.mail.runOnce()).toBe(2);
    expect(await t.app.mail.runOnce()).toBe(0);

    const mails = updateMails();
    expect(mails.map(recipientOf).sort()).toEqual(['ali@example.org', 'asha@example.org']);
    const english = mails.find((mail) => recipientOf(mail) === 'asha@example.org');
    expect(english?.subject).toBe('News from “Clean water”');
    for (const said of [
      'Here is the latest news from “Clean water”, which you supported:',
      'Four wells dug',
      'Spent: ₹45,000',
      'See the project, with this news and its photos: https://roshni.example/projects/clean-water',
      'You get this mail because you asked for news of “Clean water” when you gave to Roshni Welfare Trust.',
      'Stop these updates: https://roshni.example/unsubscribe/',
    ]) {
      expect(english?.text).toContain(said);
    }
    const urdu = mails.find((mail) => recipientOf(mail) === 'ali@example.org');
    expect(urdu?.subject).toBe('”صاف پانی“ کی تازہ خبر');
    expect(urdu?.text).toContain('چار کنویں کھودے گئے');
    expect(urdu?.text).toContain('https://roshni.example/projects/clean-water?lang=ur');
    expect(htmlOf(urdu)).toMatch(/<p dir="rtl" lang="ur"[^>]*>چار کنویں کھودے گئے<\/p>/);
    // The foot's own style is kept beside the font: small, grey, under a rule.
    expect(htmlOf(english)).toMatch(
      /<p dir="ltr" lang="en" style="font-family:[^"]*;font-size:13px;color:#555;border-top:1px solid #ddd;padding-top:8px">You get this mail/,
    );

    for (const mail of mails) {
      expect(header(mail, 'list-unsubscribe')).toMatch(
        /^<https:\/\/roshni\.example\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{32}>$/,
      );
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    // No link is kept as it was sent: only its hash.
    const kept = await t.app.db.selectFrom('unsubscribeLinks').select('tokenHash').execute();
    expect(kept).toHaveLength(2);
    for (const mail of mails) {
      const token =
        /unsubscribe\/([A-Za-z0-9_-]+)>/.exec(header(mail, 'list-unsubscribe'))?.[1] ?? '';
      expect(kept.map(({ tokenHash }) => tokenHash)).not.toContain(token);
    }
  });

  it('is not sent for an update posted without telling the donors', async () => {
    expect((await postUpdate({})).statusCode).toBe(201);
    expect(await t.app.mail.runOnce()).toBe(0);
    expect(updateMails()).toEqual([]);
    const rows = await t.app.db.selectFrom('mailOutbox').select('kind').execute();
    expect(rows.filter(({ kind }) => kind === 'project_update')).toEqual([]);
  });

  it('stops with one click of the mail client: the consent ends and the next update does not go there', async () => {
    expect((await postUpdate({ notify: 'true' })).statusCode).toBe(201);
    await t.app.mail.runOnce();
    const asha = updateMails().find((mail) => recipientOf(mail) === 'asha@example.org');
    const oneClick = new URL(header(asha, 'list-unsubscribe').slice(1, -1));

    // A mail client's one click (RFC 8058): a form post, no sign-in.
    const clicked = await t.inject({
      method: 'POST',
      url: oneClick.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({
      project: { projectId: 'clean-water', title: 'Clean water', titleUr: 'صاف پانی' },
      ended: true,
    });
    const consents = await t.app.db
      .selectFrom('updateConsents')
      .select(['email', 'endedAt', 'endedHow'])
      .where('email', 'in', ['asha@example.org', 'ali@example.org'])
      .orderBy('email')
      .execute();
    expect(consents).toEqual([
      { email: 'ali@example.org', endedAt: null, endedHow: null },
      { email: 'asha@example.org', endedAt: expect.any(String), endedHow: 'unsubscribe link' },
    ]);
    // The page the mail's text links to reads the same link, and a second click changes nothing.
    const read = await t.inject({ url: oneClick.pathname });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toMatchObject({ ended: true });
    expect((await t.inject({ method: 'POST', url: oneClick.pathname })).statusCode).toBe(200);

    smtp.received.length = 0;
    expect((await postUpdate({ notify: 'true', text: 'Fifth well dug' })).statusCode).toBe(201);
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(updateMails().map(recipientOf)).toEqual(['ali@example.org']);
  });

  it('refuses a link it never gave, in a clear answer', async () => {
    const unknown = '/api/v1/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (const method of ['GET', 'POST'] as const) {
      const answer = await t.inject({ method, url: unknown });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'This link is not valid' });
    }
    const malformed = await t.inject({ url: '/api/v1/unsubscribe/not a token' });
    expect(malformed.statusCode).toBe(400);
  });

  it('is not sent to a reader who stopped after it was queued, nor for an update deleted meanwhile', async () => {
    // Queued as the route queues them, but without the route's nudge: the worker sends only when
    // the test runs it, after the reader stops and the update goes.
    const { id: projectKey } = await t.app.db
      .selectFrom('projects')
      .select('id')
      .where('projectId', '=', 'clean-water')
      .executeTakeFirstOrThrow();
    const queueFor = async (text: string, readers: number) => {
      const posted = await postUpdate({ text });
      expect(posted.statusCode).toBe(201);
      const updateId = posted.json<{ id: number }>().id;
      const queued = await queueUpdateMails(t.app.db, {
        updateId,
        projectKey,
        origin: 'https://roshni.example',
      });
      expect(queued).toBe(readers);
      return updateId;
    };

    await queueFor('Four wells dug', 2);
    await t.app.db
      .updateTable('updateConsents')
      .set({ endedAt: new Date().toISOString(), endedHow: 'unsubscribe link' })
      .where('email', '=', 'ali@example.org')
      .execute();
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(updateMails().map(recipientOf)).toEqual(['asha@example.org']);

    smtp.received.length = 0;
    // Ali stopped: the next update is queued for Asha alone.
    const removedId = await queueFor('Pump fixed', 1);
    const removed = await t.admin({
      method: 'DELETE',
      url: `/api/v1/projects/clean-water/updates/${removedId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.app.mail.runOnce()).toBe(0);
    expect(updateMails()).toEqual([]);
    const outbox = await t.app.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'status'])
      .where('kind', '=', 'project_update')
      .orderBy('id')
      .execute();
    expect(outbox.map(({ status }) => status)).toEqual(['sent', 'failed', 'failed']);
  });
});

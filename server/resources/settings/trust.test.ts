import { blankTrust } from '@contract/settings';
import { ADMIN, useTestApp } from '../../test/testApp';
import { form } from '../../test/fixtures';
import { PASSWORD_NEEDED, WRONG_PASSWORD } from '../../auth';

/*
 * The trust's payment and legal details (docs/product.md §6): an Owner's alone, the UPI ID, payee
 * and PAN behind the Owner's password again, each such change a notice for every Owner.
 */

const t = useTestApp();

type Auth = { authorization: string };

const TRUST = {
  ...blankTrust(),
  address: { en: '1 Main Road, Hyderabad', ur: '' },
  pan: 'AABTR1234C',
  upiId: 'roshni.trust@sbi',
  upiPayee: 'Roshni Welfare Trust',
};

function putSettings(
  entries: { name: string; content: unknown }[],
  { auth = t.auth, password }: { auth?: Auth; password?: string } = {},
) {
  return t.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    headers: auth,
    payload: form({ json: JSON.stringify(entries), password }),
  });
}

const putTrust = (content: unknown, options?: { auth?: Auth; password?: string }) =>
  putSettings([{ name: 'trust', content }], options);

async function storedTrust(): Promise<unknown> {
  const row = await t.app.db
    .selectFrom('settings')
    .select('content')
    .where('name', '=', 'trust')
    .executeTakeFirst();
  return row && (JSON.parse(row.content) as unknown);
}

const notices = () => t.app.db.selectFrom('ownerNotices').selectAll().orderBy('id').execute();
const auditCount = async () =>
  (await t.app.db.selectFrom('auditLog').select('id').execute()).length;

beforeEach(async () => {
  // The trust as an Owner left it; the test starts with no trail and no notice.
  expect((await putTrust(TRUST, { password: ADMIN.password })).statusCode).toBe(200);
  await t.app.db.deleteFrom('auditLog').execute();
  await t.app.db.deleteFrom('ownerNotices').execute();
});

describe('the trust setting', () => {
  it('is refused to an Editor (403, in their language) and nothing of the save is stored', async () => {
    const editor = await t.member('editor');
    const answer = await putSettings(
      [
        { name: 'theme', content: { color: 'purple' } },
        { name: 'trust', content: { ...TRUST, address: { en: 'Elsewhere', ur: '' } } },
      ],
      { auth: editor.auth },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This is not available for your role',
    });
    const urdu = await t.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: { ...editor.auth, 'accept-language': 'ur' },
      payload: form({ json: JSON.stringify([{ name: 'trust', content: blankTrust() }]) }),
    });
    expect(urdu.statusCode).toBe(403);
    expect(urdu.json<{ message: string }>().message).toBe('یہ آپ کے کردار کے لیے دستیاب نہیں');
    expect(await storedTrust()).toEqual(TRUST);
    const theme = await t.app.db
      .selectFrom('settings')
      .select('content')
      .where('name', '=', 'theme')
      .executeTakeFirst();
    expect(theme?.content).not.toContain('purple');
    expect(await auditCount()).toBe(0);
  });

  it('is refused to Accounts, who may not save settings at all', async () => {
    const accounts = await t.member('accounts');
    const answer = await putTrust({ ...TRUST, upiPayee: 'Someone' }, { auth: accounts.auth });
    expect(answer.statusCode).toBe(403);
    expect(await storedTrust()).toEqual(TRUST);
  });

  it('may be sent unchanged by an Editor saving other settings', async () => {
    const editor = await t.member('editor');
    const answer = await putSettings(
      [
        { name: 'theme', content: { color: 'purple' } },
        { name: 'trust', content: TRUST },
      ],
      { auth: editor.auth },
    );
    expect(answer.statusCode).toBe(200);
    expect(await t.lastChange()).toMatchObject({ summary: 'theme', adminEmail: editor.email });
  });

  it("is an Owner's to change; the address and registrations need no password", async () => {
    const changed = { ...TRUST, address: { en: '2 New Road', ur: '' } };
    expect((await putTrust(changed)).statusCode).toBe(200);
    expect(await storedTrust()).toEqual(changed);
    expect(await notices()).toEqual([]);
  });

  it("takes the Owner's privacy contact without a password; an Editor may not change it", async () => {
    const changed = { ...TRUST, privacyContact: 'privacy@roshni.org' };
    expect((await putTrust(changed)).statusCode).toBe(200);
    expect(await storedTrust()).toEqual(changed);
    expect(await notices()).toEqual([]);

    const editor = await t.member('editor');
    const refused = await putTrust({ ...changed, privacyContact: '' }, { auth: editor.auth });
    expect(refused.statusCode).toBe(403);
    const bad = await putTrust({ ...changed, privacyContact: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'trust.privacyContact' });
    expect(await storedTrust()).toEqual(changed);
  });

  it('reads a trust stored before the privacy contact as blank: an Editor may still send it unchanged', async () => {
    const before: Partial<typeof TRUST> = { ...TRUST };
    delete before.privacyContact;
    await t.app.db
      .updateTable('settings')
      .set({ content: JSON.stringify(before) })
      .where('name', '=', 'trust')
      .execute();
    const editor = await t.member('editor');
    const answer = await putSettings(
      [
        { name: 'theme', content: { color: 'purple' } },
        // What the admin's form sends: the trust with its new field blank.
        { name: 'trust', content: { ...before, privacyContact: '' } },
      ],
      { auth: editor.auth },
    );
    expect(answer.statusCode).toBe(200);
  });

  it.each([
    ['the UPI ID', { upiId: 'other@okaxis' }],
    ['the payee name', { upiPayee: 'Another Name' }],
    ['the PAN', { pan: 'AAATZ9999Q' }],
  ])("needs the Owner's password again to change %s", async (_what, change) => {
    const missing = await putTrust({ ...TRUST, ...change });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: PASSWORD_NEEDED, field: 'password' });
    const wrong = await putTrust({ ...TRUST, ...change }, { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: WRONG_PASSWORD, field: 'password' });
    expect(await storedTrust()).toEqual(TRUST);
    expect(await notices()).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it('counts a wrong password as a failed sign-in: past five, even the right one waits', async () => {
    const changed = { ...TRUST, upiId: 'other@okaxis' };
    for (let tries = 0; tries < 5; tries += 1) {
      expect((await putTrust(changed, { password: `wrong ${tries}` })).statusCode).toBe(403);
    }
    const blocked = await putTrust(changed, { password: ADMIN.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toBe(
      'Too many wrong passwords. Try again in 15 minutes.',
    );
    expect(await storedTrust()).toEqual(TRUST);
  });

  it('records a changed UPI ID, payee and PAN in the trail and in notices for every Owner', async () => {
    const changed = { ...TRUST, upiId: 'new.trust@okaxis', upiPayee: 'Roshni Trust', pan: '' };
    const answer = await putTrust(changed, { password: ADMIN.password });
    expect(answer.statusCode).toBe(200);
    expect(await storedTrust()).toEqual(changed);

    const change = await t.lastChange();
    expect(change).toMatchObject({ resource: 'settings', action: 'edit', summary: 'trust' });
    expect(JSON.parse(change.before ?? '')).toMatchObject({
      trust: { upiId: TRUST.upiId, upiPayee: TRUST.upiPayee, pan: TRUST.pan },
    });
    expect(JSON.parse(change.after ?? '')).toMatchObject({
      trust: { upiId: 'new.trust@okaxis', upiPayee: 'Roshni Trust', pan: '' },
    });
    expect(JSON.stringify(change)).not.toContain(ADMIN.password);

    const rows = await notices();
    expect(rows.map((row) => [row.adminEmail, row.summary, row.acknowledgedAt])).toEqual([
      [
        ADMIN.email,
        'UPI ID changed from "roshni.trust@sbi" to "new.trust@okaxis" by admin@test.org',
        null,
      ],
      [
        ADMIN.email,
        'UPI payee name changed from "Roshni Welfare Trust" to "Roshni Trust" by admin@test.org',
        null,
      ],
      [ADMIN.email, 'PAN changed from "AABTR1234C" to (none) by admin@test.org', null],
    ]);
  });
});

describe('the Owners notices', () => {
  const list = (auth: Auth = t.auth) =>
    t.inject({ method: 'GET', url: '/api/v1/notices', headers: auth });
  const acknowledge = (id: number, auth: Auth = t.auth) =>
    t.inject({ method: 'POST', url: `/api/v1/notices/${id}/acknowledge`, headers: auth });

  it('lists what no Owner has acknowledged, until one does', async () => {
    await putTrust({ ...TRUST, upiId: 'new.trust@okaxis' }, { password: ADMIN.password });
    const owner = await t.member('owner');
    const open = await list(owner.auth);
    expect(open.statusCode).toBe(200);
    const [notice, ...others] = open.json<{ id: number; at: string; adminEmail: string }[]>();
    expect(others).toEqual([]);
    expect(notice).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      adminEmail: ADMIN.email,
      summary: 'UPI ID changed from "roshni.trust@sbi" to "new.trust@okaxis" by admin@test.org',
    });

    expect((await acknowledge(notice!.id, owner.auth)).statusCode).toBe(204);
    expect((await list()).json()).toEqual([]);
    const [row] = await notices();
    expect(row).toMatchObject({ acknowledgedBy: owner.email });
    expect(row!.acknowledgedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    // Twice is fine; the first acknowledgement stays.
    expect((await acknowledge(notice!.id)).statusCode).toBe(204);
    expect((await notices())[0]).toEqual(row);
  });

  it('answers 404 for an unknown notice, 403 to other roles', async () => {
    const missing = await acknowledge(424242);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Notice not found');
    await putTrust({ ...TRUST, upiId: 'new.trust@okaxis' }, { password: ADMIN.password });
    const [row] = await notices();
    for (const role of ['editor', 'accounts'] as const) {
      const { auth } = await t.member(role);
      expect((await list(auth)).statusCode).toBe(403);
      expect((await acknowledge(row!.id, auth)).statusCode).toBe(403);
    }
    expect((await notices())[0]?.acknowledgedAt).toBeNull();
  });
});

import { useTestApp } from '../test/testApp';

/*
 * Who saw donors' private details is recorded (docs/product.md §6): each list of a project's
 * gifts, receipt and Form 10BD download, in the audit trail, naming the person by e-mail. The
 * trail keeps its entries: nothing removes them, however old.
 */

const t = useTestApp({ seedDemo: true });

async function projectWithConfirmedGift() {
  const gift = await t.app.db
    .selectFrom('donations')
    .innerJoin('projects', 'projects.id', 'donations.projectId')
    .select(['donations.id', 'donations.receiptNumber', 'projects.projectId', 'projects.title'])
    .where('donations.status', '=', 'confirmed')
    .where('donations.receiptNumber', 'is not', null)
    .orderBy('donations.id')
    .executeTakeFirstOrThrow();
  return gift;
}

it("records an Accounts person's look at a project's gifts, by e-mail", async () => {
  const accounts = await t.member('accounts');
  const { projectId, title } = await projectWithConfirmedGift();
  const answer = await t.inject({
    url: `/api/v1/projects/${projectId}/donations`,
    headers: accounts.auth,
  });
  expect(answer.statusCode).toBe(200);
  expect(await t.lastChange()).toMatchObject({
    adminEmail: 'accounts@test.org',
    adminId: accounts.id,
    resource: 'donation',
    resourceId: projectId,
    action: 'view',
    summary: `Gifts of ${title}`,
  });
});

it('records each receipt seen, and what the audit trail shows of it', async () => {
  const { id, receiptNumber } = await projectWithConfirmedGift();
  const seen = async () => {
    const answer = await t.admin({ url: `/api/v1/donations/${id}/receipt` });
    expect(answer.statusCode).toBe(200);
  };
  await seen();
  await seen();
  const views = await t.app.db
    .selectFrom('auditLog')
    .select(['adminEmail', 'summary'])
    .where('action', '=', 'view')
    .where('resourceId', '=', String(id))
    .execute();
  expect(views).toEqual([
    { adminEmail: 'admin@test.org', summary: `Receipt ${receiptNumber}` },
    { adminEmail: 'admin@test.org', summary: `Receipt ${receiptNumber}` },
  ]);
  const trail = await t.admin({ url: '/api/v1/audit?limit=1' });
  expect(trail.json()).toEqual([
    expect.objectContaining({ adminEmail: 'admin@test.org', action: 'view', resource: 'donation' }),
  ]);
});

it('records a Form 10BD download by the person who made it', async () => {
  const accounts = await t.member('accounts');
  const answer = await t.inject({
    url: '/api/v1/donations/form-10bd?year=2025-26',
    headers: accounts.auth,
  });
  expect(answer.statusCode).toBe(200);
  expect(await t.lastChange()).toMatchObject({
    adminEmail: 'accounts@test.org',
    resource: 'form10bd',
    resourceId: '2025-26',
    action: 'export',
  });
});

it('records nothing for a refused look, and an Editor is refused', async () => {
  const editor = await t.member('editor');
  const { id, projectId } = await projectWithConfirmedGift();
  for (const url of [
    `/api/v1/projects/${projectId}/donations`,
    `/api/v1/donations/${id}/receipt`,
    '/api/v1/donations/form-10bd?year=2025-26',
  ]) {
    expect((await t.inject({ url, headers: editor.auth })).statusCode).toBe(403);
  }
  expect(await t.app.db.selectFrom('auditLog').selectAll().execute()).toEqual([]);
});

it('keeps an entry older than a year', async () => {
  const longAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString();
  await t.app.db
    .insertInto('auditLog')
    .values({
      at: longAgo,
      adminId: null,
      adminEmail: 'former@test.org',
      resource: 'form10bd',
      resourceId: '2024-25',
      action: 'export',
      summary: '2024-25: 3',
    })
    .execute();
  // Reads and writes after it do not prune it.
  await t.admin({ url: '/api/v1/donations/form-10bd?year=2025-26' });
  const stored = await t.app.db
    .selectFrom('auditLog')
    .select('adminEmail')
    .where('at', '=', longAgo)
    .execute();
  expect(stored).toEqual([{ adminEmail: 'former@test.org' }]);
});

import type { AuditEntry } from '@contract/admin';
import { sql } from 'kysely';
import { form, makePng, makeWebp } from '../test/fixtures';
import type { Request } from '../test/http';
import { createProject } from '../test/projects';
import { ADMIN, TEST_DATABASE_URL, useTestApp } from '../test/testApp';

const t = useTestApp();

const rows = () => t.app.db.selectFrom('auditLog').selectAll().orderBy('id').execute();

async function trail(query = ''): Promise<AuditEntry[]> {
  const answer = await t.admin({ url: `/api/v1/audit${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<AuditEntry[]>();
}

/** Sends one write as the admin and answers the audit rows it added. */
async function write(request: Request, status: number) {
  const before = (await rows()).length;
  const answer = await t.inject({ ...request, headers: { ...t.auth, ...request.headers } });
  expect(answer.statusCode).toBe(status);
  return { answer, added: (await rows()).slice(before) };
}

const adminId = async () =>
  (await t.app.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;

const image = async () => ({ image: { data: await makeWebp() } });

describe('the audit trail records each kind of admin change once', () => {
  it('create, edit, delete of the uploaded kinds, with who, what and when', async () => {
    const started = new Date().toISOString();
    const partner = await write(
      { method: 'POST', url: '/api/v1/partners', payload: form({ name: 'Aid' }, await image()) },
      201,
    );
    const id = partner.answer.json<{ id: number }>().id;
    expect(partner.added).toEqual([
      expect.objectContaining({
        adminId: await adminId(),
        adminEmail: ADMIN.email,
        resource: 'partner',
        resourceId: String(id),
        action: 'create',
        summary: 'Aid',
        before: null,
        after: null,
      }),
    ]);
    expect((partner.added[0]?.at ?? '') >= started).toBe(true);

    const cases: [Request, number, object][] = [
      [
        { method: 'PATCH', url: `/api/v1/partners/${id}`, payload: form({ name: 'Aid 2' }) },
        200,
        { resource: 'partner', action: 'edit', summary: 'Aid 2' },
      ],
      [
        { method: 'DELETE', url: `/api/v1/partners/${id}` },
        204,
        { resource: 'partner', action: 'delete', summary: 'Aid 2' },
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/highlights',
          payload: form(
            { heading: 'Wells', subHeading: '12 villages' },
            { image: { data: await makePng() } },
          ),
        },
        201,
        { resource: 'highlight', action: 'create', summary: 'Wells' },
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/images',
          payload: form({}, { image: { data: await makePng(), filename: 'school.png' } }),
        },
        201,
        { resource: 'image', action: 'upload', summary: 'school.png' },
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/testimonials',
          payload: { name: 'Amina', video: 'https://youtu.be/abc' },
        },
        201,
        { resource: 'testimonial', action: 'create', summary: 'Amina' },
      ],
    ];
    for (const [request, status, expected] of cases) {
      const { added } = await write(request, status);
      expect(added).toEqual([expect.objectContaining({ adminEmail: ADMIN.email, ...expected })]);
    }

    const idOf = async (table: 'highlights' | 'galleryImages' | 'testimonials') =>
      (await t.app.db.selectFrom(table).select('id').executeTakeFirstOrThrow()).id;
    const [highlight, picture, testimonial] = [
      await idOf('highlights'),
      await idOf('galleryImages'),
      await idOf('testimonials'),
    ];
    const later: [Request, number, object][] = [
      [
        {
          method: 'PATCH',
          url: `/api/v1/highlights/${highlight}`,
          payload: form({ heading: 'W' }),
        },
        200,
        { resource: 'highlight', action: 'edit', summary: 'W' },
      ],
      [
        { method: 'DELETE', url: `/api/v1/highlights/${highlight}` },
        204,
        { resource: 'highlight', action: 'delete', resourceId: String(highlight) },
      ],
      [
        { method: 'DELETE', url: `/api/v1/images/${picture}` },
        204,
        { resource: 'image', action: 'delete', summary: 'school.png' },
      ],
      [
        { method: 'PATCH', url: `/api/v1/testimonials/${testimonial}`, payload: { name: 'A' } },
        200,
        { resource: 'testimonial', action: 'edit', summary: 'A' },
      ],
      [
        { method: 'DELETE', url: `/api/v1/testimonials/${testimonial}` },
        204,
        { resource: 'testimonial', action: 'delete', summary: 'A' },
      ],
    ];
    for (const [request, status, expected] of later) {
      expect((await write(request, status)).added).toEqual([expect.objectContaining(expected)]);
    }
  });

  it('news and their logos: create, edit, pin (once), delete', async () => {
    const logo = await write(
      { method: 'POST', url: '/api/v1/news/logos', payload: form({ name: 'Dawn' }, await image()) },
      201,
    );
    const logoId = logo.answer.json<{ id: number }>().id;
    expect(logo.added).toEqual([
      expect.objectContaining({ resource: 'newsLogo', action: 'create', summary: 'Dawn' }),
    ]);
    const news = await write(
      {
        method: 'POST',
        url: '/api/v1/news',
        payload: form(
          { heading: 'Wells open', logo: String(logoId), link: 'https://e.org/n' },
          await image(),
        ),
      },
      201,
    );
    const newsId = news.answer.json<{ id: number }>().id;
    expect(news.added).toEqual([
      expect.objectContaining({ resource: 'news', resourceId: String(newsId), action: 'create' }),
    ]);

    const pin = { method: 'PUT', url: `/api/v1/news/${newsId}` };
    expect((await write(pin, 200)).added).toEqual([
      expect.objectContaining({ resource: 'news', action: 'pin', summary: 'Wells open' }),
    ]);
    // Pinning a pinned item changes nothing, so it adds nothing to the trail.
    expect((await write(pin, 200)).added).toEqual([]);

    const edits: [Request, number, object][] = [
      [
        { method: 'PATCH', url: `/api/v1/news/${newsId}`, payload: form({ heading: 'Open' }) },
        200,
        { resource: 'news', action: 'edit', summary: 'Open' },
      ],
      [
        { method: 'PATCH', url: `/api/v1/news/logos/${logoId}`, payload: form({ name: 'DAWN' }) },
        200,
        { resource: 'newsLogo', action: 'edit', summary: 'DAWN' },
      ],
      [
        { method: 'DELETE', url: `/api/v1/news/${newsId}` },
        204,
        { resource: 'news', action: 'delete', summary: 'Open' },
      ],
      [
        { method: 'DELETE', url: `/api/v1/news/logos/${logoId}` },
        204,
        { resource: 'newsLogo', action: 'delete', summary: 'DAWN' },
      ],
    ];
    for (const [request, status, expected] of edits) {
      expect((await write(request, status)).added).toEqual([expect.objectContaining(expected)]);
    }
  });

  it('projects (create, edit, complete, delete) and donations (record, remove)', async () => {
    expect((await createProject(t)).statusCode).toBe(201);
    const [created] = await rows();
    expect(created).toMatchObject({
      resource: 'project',
      resourceId: 'clean-water',
      action: 'create',
      summary: 'Clean water',
    });

    const gift = await write(
      {
        method: 'POST',
        url: '/api/v1/projects/clean-water/donations',
        payload: { amount: 500, donorName: 'Bilal' },
      },
      201,
    );
    expect(gift.added).toEqual([
      expect.objectContaining({
        resource: 'donation',
        action: 'create',
        summary: 'clean-water: 500 (Bilal)',
      }),
    ]);
    const giftId = gift.answer.json<{ id: number }>().id;

    const steps: [Request, number, object][] = [
      [
        { method: 'DELETE', url: `/api/v1/projects/clean-water/donations/${giftId}` },
        204,
        { resource: 'donation', resourceId: String(giftId), action: 'delete' },
      ],
      [
        { method: 'PATCH', url: '/api/v1/projects/clean-water', payload: form({ goal: '5' }) },
        200,
        { resource: 'project', action: 'edit', summary: 'Clean water' },
      ],
      [
        {
          method: 'PATCH',
          url: '/api/v1/projects/clean-water',
          payload: form({ status: 'completed' }),
        },
        200,
        { resource: 'project', action: 'complete', resourceId: 'clean-water' },
      ],
      [
        { method: 'DELETE', url: '/api/v1/projects/clean-water' },
        204,
        { resource: 'project', action: 'delete', summary: 'Clean water' },
      ],
    ];
    for (const [request, status, expected] of steps) {
      expect((await write(request, status)).added).toEqual([expect.objectContaining(expected)]);
    }
  });

  it('settings: the changed entries before and after, nothing for an unchanged save', async () => {
    const theme = JSON.stringify([{ name: 'theme', content: { color: 'purple' } }]);
    const put = { method: 'PUT', url: '/api/v1/settings', payload: form({ json: theme }) };
    const { added } = await write(put, 200);
    expect(added).toHaveLength(1);
    const [entry] = await trail();
    expect(entry).toMatchObject({
      resource: 'settings',
      resourceId: null,
      action: 'edit',
      summary: 'theme',
      before: { theme: { color: 'green' } },
      after: { theme: { color: 'purple' } },
    });

    // The same content again is no change.
    expect((await write({ ...put, payload: form({ json: theme }) }, 200)).added).toEqual([]);
  });
});

describe('nothing is recorded for a refused or failed write', () => {
  it('refused requests: no token, invalid fields, unknown ids, a duplicate name', async () => {
    await write(
      { method: 'POST', url: '/api/v1/news/logos', payload: form({ name: 'Dawn' }, await image()) },
      201,
    );
    const before = await rows();
    const refused: [Request, number][] = [
      [{ method: 'POST', url: '/api/v1/testimonials', headers: { authorization: '' } }, 401],
      [{ method: 'POST', url: '/api/v1/testimonials', payload: { name: '', video: 'x' } }, 400],
      [{ method: 'DELETE', url: '/api/v1/partners/999' }, 404],
      [{ method: 'PATCH', url: '/api/v1/highlights/999', payload: form({ heading: 'X' }) }, 404],
      [{ method: 'PUT', url: '/api/v1/news/999' }, 404],
      [{ method: 'DELETE', url: '/api/v1/projects/nothing-here' }, 404],
      [
        {
          method: 'POST',
          url: '/api/v1/news/logos',
          payload: form({ name: 'dawn' }, await image()),
        },
        409,
      ],
      [
        {
          method: 'PUT',
          url: '/api/v1/settings',
          payload: form({ json: '[{"name":"theme","content":{"color":"pink"}}]' }),
        },
        400,
      ],
    ];
    for (const [request, status] of refused) await write(request, status);
    expect(await rows()).toEqual(before);
  });

  it('shares one transaction: a change whose audit row fails is undone', async () => {
    const refuseAudit = TEST_DATABASE_URL
      ? [
          `CREATE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN
             RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
           FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
        ]
      : [
          `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
           BEGIN SELECT RAISE(ABORT, 'refused'); END`,
        ];
    for (const statement of refuseAudit) await sql.raw(statement).execute(t.app.db);

    await write(
      { method: 'POST', url: '/api/v1/partners', payload: form({ name: 'Aid' }, await image()) },
      500,
    );
    expect(await t.app.db.selectFrom('partners').selectAll().execute()).toEqual([]);
    expect(t.filesOf('partner')).toEqual([]);

    const theme = JSON.stringify([{ name: 'theme', content: { color: 'purple' } }]);
    await write({ method: 'PUT', url: '/api/v1/settings', payload: form({ json: theme }) }, 500);
    const settings = await t.inject({ url: '/api/v1/settings' });
    expect(settings.json()).toContainEqual(
      expect.objectContaining({ content: { color: 'green' } }),
    );
    expect(await rows()).toEqual([]);
  });
});

describe('GET /api/v1/audit', () => {
  it('answers 401 without a valid token', async () => {
    const none = await t.inject({ url: '/api/v1/audit' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401 });
    const forged = await t.inject({
      url: '/api/v1/audit',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
    const head = await t.inject({ method: 'HEAD', url: '/api/v1/audit' });
    expect(head.statusCode).toBe(401);
  });

  it('lists the latest changes newest first, as many as limit asks, at most 100', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      await write(
        { method: 'POST', url: '/api/v1/testimonials', payload: { name, video: 'https://e.org' } },
        201,
      );
    }
    expect((await trail()).map((entry) => entry.summary)).toEqual(['Third', 'Second', 'First']);
    expect((await trail('?limit=2')).map((entry) => entry.summary)).toEqual(['Third', 'Second']);

    await t.app.db
      .insertInto('auditLog')
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          at: new Date().toISOString(),
          adminId: null,
          adminEmail: 'old@test.org',
          resource: 'partner',
          resourceId: String(index + 1),
          action: 'delete',
          summary: `Old ${index}`,
          before: null,
          after: null,
        })),
      )
      .execute();
    expect(await trail('?limit=1000')).toHaveLength(100);
    expect(await trail()).toHaveLength(20);
    const zero = await t.admin({ url: '/api/v1/audit?limit=0' });
    expect(zero.statusCode).toBe(400);
  });

  it('is in the OpenAPI document, behind the bearer token', async () => {
    const doc = (await t.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { security?: unknown } }>;
    }>();
    expect(doc.paths['/api/v1/audit']?.get?.security).toEqual([{ bearer: [] }]);
  });
});

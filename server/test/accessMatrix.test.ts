import {
  CONTENT_ROLES,
  EVERY_ROLE,
  GIFT_ROLES,
  OWNER_ROLES,
  ROLES,
  type Access,
  type Role,
} from '@contract/admin';
import type { RouteOptions } from 'fastify';
import { declareAccess, type DeclaredRoute } from '../auth';
import { useTestApp } from './testApp';

/*
 * Who may call what (docs/product.md §6), over the route table the server builds from each
 * route's own declaration: every route × Owner, Accounts, Editor and no token. A route added
 * later is in the table (the server does not start without its declaration), so it is tested
 * here too, against the policy below.
 */

const t = useTestApp({ seedDemo: true }, { scope: 'all', timeout: 120_000 });

const API = '/api/v1';

/** The policy, written once for the whole API: who should be able to call a route. */
function expectedAccess(method: string, url: string): Access {
  const path = url.slice(API.length);
  if (method === 'POST' && /^\/users\/login(\/second-step)?$/.test(path)) return 'public';
  if (method === 'POST' && path === '/projects/:id/pledges') return 'visitor';
  // A donor's receipt, opened by the unguessable link only Owners and Accounts are given.
  if (method === 'GET' && path === '/receipts/:token') return 'visitor';
  // A donor asks for their receipts, and opens them by the link their mail carries.
  if (method === 'POST' && path === '/receipts/find') return 'visitor';
  if (method === 'GET' && path === '/receipts/list/:token') return 'visitor';
  // A reader of a project's updates stops them by the link each update mail carries.
  if (path === '/unsubscribe/:token') return 'visitor';
  if (path === '/mail') return EVERY_ROLE;
  if (/^\/(team|notices)(\/|$)/.test(path)) return OWNER_ROLES;
  if (path.startsWith('/users/')) return EVERY_ROLE;
  // Every gift with its donor, receipts, Form 10BD, and the trail of who did and saw what.
  if (/\/donations(\/|$)/.test(path) || path === '/audit') return GIFT_ROLES;
  if (path === '/urdu-missing') return EVERY_ROLE;
  // An item's versions are for those who edit it, like their restore.
  if (path.startsWith('/versions')) return CONTENT_ROLES;
  // What was deleted, and its restore: those who edit the content (issue 31).
  if (path === '/bin' || path.startsWith('/bin/')) return CONTENT_ROLES;
  // A project's updates: everyone reads them; those who edit the content post and change them.
  if (/^\/projects\/:id\/updates(\/|$)/.test(path)) {
    return method === 'GET' ? 'public' : CONTENT_ROLES;
  }
  if (method === 'GET') return 'public';
  return CONTENT_ROLES;
}

type Caller = Role | 'nobody';
const CALLERS: Caller[] = [...ROLES, 'nobody'];

/** A path of the route that names nothing stored: an allowed call answers 400 or 404. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  // A fresh session per call: signing out (a route like any other) ends only its own.
  return caller === 'nobody' ? {} : (await t.member(caller)).auth;
}

async function auditRows(): Promise<number> {
  const row = await t.app.db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('the route table', () => {
  it('has every API route, each declared as the policy says', () => {
    const table = t.app.routeTable;
    expect(table.length).toBeGreaterThan(50);
    const declared = table.map(({ method, url, access }) => [method, url, access]);
    const expected = table.map(({ method, url }) => [method, url, expectedAccess(method, url)]);
    expect(declared).toEqual(expected);
  });

  it('refuses a route that declares no access: the server would not start', () => {
    const route = { method: 'POST', url: `${API}/anything`, handler: () => null };
    expect(() => declareAccess(route as unknown as RouteOptions)).toThrow(
      'POST /api/v1/anything declares no access',
    );
  });
});

describe('every route × every role', () => {
  /** What the caller got from the route, when it is not what its declaration allows. */
  async function wrongAnswer(route: DeclaredRoute, caller: Caller): Promise<string | undefined> {
    const before = await auditRows();
    const answer = await t.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: await headersOf(caller),
    });
    const status = answer.statusCode;
    const roles = Array.isArray(route.access) ? route.access : undefined;
    let expected: string;
    if (!roles || (caller !== 'nobody' && roles.includes(caller))) {
      expected = 'neither 401 nor 403';
      if (status === 401 || status === 403) return `${status}, expected ${expected}`;
    } else if (caller === 'nobody') {
      expected = '401';
      if (status !== 401) return `${status}, expected ${expected}`;
    } else {
      const { message } = answer.json<{ message: string }>();
      if (status !== 403 || message !== 'This is not available for your role') {
        return `${status} "${message}", expected 403 "This is not available for your role"`;
      }
    }
    // A refused call changes nothing.
    if ((status === 401 || status === 403) && (await auditRows()) !== before) {
      return `${status}, but the audit trail grew`;
    }
    return undefined;
  }

  it.each(CALLERS)(
    'answers %s as each route declares, and a refusal changes nothing',
    async (caller) => {
      const wrong: string[] = [];
      for (const route of t.app.routeTable) {
        const problem = await wrongAnswer(route, caller);
        if (problem) wrong.push(`${route.method} ${route.url}: ${problem}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('refuses in Urdu to a caller who reads Urdu', async () => {
    const answer = await t.inject({
      method: 'GET',
      url: `${API}/donations/totals`,
      headers: { ...(await t.member('editor')).auth, 'accept-language': 'ur-PK,ur;q=0.9' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('یہ آپ کے کردار کے لیے دستیاب نہیں');
  });

  it('counts a changed role at once: the same session is refused its next call', async () => {
    const accounts = await t.member('accounts');
    const totals = () =>
      t.inject({ method: 'GET', url: `${API}/donations/totals`, headers: accounts.auth });
    expect((await totals()).statusCode).toBe(200);
    await t.app.db
      .updateTable('admins')
      .set({ role: 'editor' })
      .where('id', '=', accounts.id)
      .execute();
    try {
      expect((await totals()).statusCode).toBe(403);
    } finally {
      await t.app.db
        .updateTable('admins')
        .set({ role: 'accounts' })
        .where('id', '=', accounts.id)
        .execute();
    }
  });
});

describe('what an Editor can read', () => {
  /** Real paths for the reads: the demo's first project, news item and testimonial. */
  async function readablePath(url: string): Promise<string> {
    const project = await t.app.db
      .selectFrom('projects')
      .select(['id', 'projectId'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A project's versions: the first start recorded one of each demo item.
    if (url === '/api/v1/versions') return `${url}?kind=projects&id=${project.id}`;
    const news = await t.app.db.selectFrom('news').select('id').executeTakeFirstOrThrow();
    const testimonial = await t.app.db
      .selectFrom('testimonials')
      .select('id')
      .executeTakeFirstOrThrow();
    const path = url
      .replace('/projects/:id', `/projects/${project.projectId}`)
      .replace('/projects/donor/:id', `/projects/donor/${project.projectId}`)
      .replace('/news/:id', `/news/${news.id}`)
      .replace('/testimonials/:id', `/testimonials/${testimonial.id}`);
    if (path.includes(':')) throw new Error(`Give ${url} a real path here`);
    return path;
  }

  it('never carries a donor’s private detail, in any answer', async () => {
    const gifts = await t.app.db
      .selectFrom('donations')
      .select(['donorIdNumber', 'donorAddress', 'donorEmail', 'donorPhone', 'paymentReference'])
      .execute();
    const secrets = gifts
      .flatMap((gift) => Object.values(gift))
      .filter((value): value is string => typeof value === 'string' && value.length >= 6);
    expect(secrets.length).toBeGreaterThan(5);

    const editor = await t.member('editor');
    // A receipt link is the donor's own key to their receipt: only Owners and Accounts are
    // given one (the gifts' messages, refused to an Editor above).
    const reads = t.app.routeTable.filter(
      (route) =>
        route.method === 'GET' &&
        ![
          '/api/v1/receipts/:token',
          '/api/v1/receipts/list/:token',
          '/api/v1/unsubscribe/:token',
        ].includes(route.url) &&
        (!Array.isArray(route.access) || route.access.includes('editor')),
    );
    expect(reads.length).toBeGreaterThan(10);
    for (const route of reads) {
      const answer = await t.inject({
        method: 'GET',
        url: await readablePath(route.url),
        headers: editor.auth,
      });
      expect([route.url, answer.statusCode]).toEqual([route.url, 200]);
      const leaked = secrets.filter((secret) => answer.body.includes(secret));
      expect([route.url, leaked]).toEqual([route.url, []]);
    }
  });
});

describe('the OpenAPI document', () => {
  it('asks for a token on every route that needs one, and names the roles it allows', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; description?: string }>>;
    }>();
    for (const { method, url, access } of t.app.routeTable) {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect([url, operation !== undefined]).toEqual([url, true]);
      if (Array.isArray(access)) {
        expect([url, operation?.security]).toEqual([url, [{ bearer: [] }]]);
        const names = access.map((role) => role[0]?.toUpperCase() + role.slice(1)).join(', ');
        expect(operation?.description).toContain(`Who may call it: ${names}.`);
      } else {
        expect([url, operation?.security]).toEqual([url, undefined]);
      }
    }
  });
});

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { makePng } from './fixtures';
import type { Answer } from './http';
import { schemaProblem, type JsonSchema } from './hostile/jsonSchema';
import {
  operationsOf,
  requestFor,
  toRequest,
  type Generated,
  type Known,
  type Operation,
} from './hostile/requests';
import { snapshot, type Snapshot } from './hostile/snapshot';
import { createTestApp, type TestApp } from './testApp';

/*
 * Every operation of the OpenAPI document, driven with generated paths, query strings, headers
 * and bodies, signed in and not. Whatever arrives: no 5xx; a success is a status the operation
 * documents, with a body that fits its schema; a refusal is the standard error body and leaves
 * the database and the uploads exactly as they were.
 */

const RUNS_PER_OPERATION = 40;

let t: TestApp;
let operations: Operation[];
let png: Buffer;
const known: Known = { ids: ['1', '2', '3'], slugs: ['alpha', 'beta', 'gamma'] };

async function addRows(): Promise<void> {
  const db = t.app.db;
  const image = () => `${randomUUID()}.png`;
  const three = [1, 2, 3];
  // Gallery images, partners and news logos are each a name and an image.
  const named = (prefix: string) => three.map((i) => ({ name: `${prefix}${i}`, image: image() }));
  await db.insertInto('galleryImages').values(named('g')).execute();
  await db.insertInto('partners').values(named('p')).execute();
  await db
    .insertInto('highlights')
    .values(three.map((i) => ({ heading: `h${i}`, subHeading: 's', image: image() })))
    .execute();
  await db.insertInto('newsLogos').values(named('l')).execute();
  await db
    .insertInto('news')
    .values(
      three.map((i) => ({
        heading: `n${i}`,
        logoId: i,
        link: 'https://example.org/n',
        image: image(),
        date: '2024-01-0' + i,
        pinned: 0,
      })),
    )
    .execute();
  await db
    .insertInto('testimonials')
    .values(three.map((i) => ({ name: `t${i}`, video: 'https://www.youtube.com/embed/x' })))
    .execute();
  await db
    .insertInto('projects')
    .values(
      known.slugs.map((projectId) => ({
        projectId,
        title: projectId,
        status: 'active' as const,
        goal: 1000,
        link: 'https://example.org/give',
        image: image(),
        details: 'd',
      })),
    )
    .execute();
  await db
    .insertInto('donations')
    .values(
      three.map((i) => ({
        projectId: i,
        donorName: i === 1 ? null : `d${i}`,
        amount: 10 * i,
        date: '2024-02-01',
        createdAt: new Date().toISOString(),
      })),
    )
    .execute();
}

/*
 * Reads first, then writes, then deletions, and the session and team routes last (a logout ends
 * the token, and so does a new password or role for the test admin).
 */
function rank(op: Operation): number {
  if (op.path.includes('/users/') || op.path.includes('/team')) return 4;
  if (op.method === 'GET') return 0;
  if (op.method === 'DELETE') return 2;
  return 1;
}

beforeAll(async () => {
  t = await createTestApp();
  await addRows();
  png = await makePng();
  const doc = (await t.inject({ url: '/api/openapi.json' })).json<
    Parameters<typeof operationsOf>[0]
  >();
  operations = operationsOf(doc).sort((a, b) => rank(a) - rank(b));
}, 30_000);
afterAll(async () => {
  await t.close();
});

const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'field']);

/** What is wrong with the answer, or undefined. */
function problemWith(op: Operation, answer: Answer, before: Snapshot, after: Snapshot) {
  const status = answer.statusCode;
  if (status >= 500) return `${status}: ${answer.body}`;
  if (status >= 400) {
    let body: Record<string, unknown>;
    try {
      body = answer.json();
    } catch {
      return `${status} without a JSON error body: ${answer.body.slice(0, 200)}`;
    }
    const shaped =
      body.statusCode === status &&
      typeof body.error === 'string' &&
      typeof body.message === 'string' &&
      body.message.length > 0 &&
      (body.field === undefined || typeof body.field === 'string') &&
      Object.keys(body).every((key) => ERROR_KEYS.has(key));
    if (!shaped) return `${status} with a non-standard error body: ${answer.body}`;
    if (JSON.stringify(after) !== JSON.stringify(before)) return `${status} but the data changed`;
    return undefined;
  }
  const documented = op.responses[String(status)];
  if (!documented) return `${status} is not documented (${Object.keys(op.responses).join(', ')})`;
  const schema: JsonSchema | undefined = documented.content?.['application/json']?.schema;
  if (!schema || !String(answer.headers['content-type']).startsWith('application/json')) {
    return undefined;
  }
  const problem = schemaProblem(schema, answer.json());
  return problem && `${status} body outside the documented schema: ${problem}`;
}

it('reads the operations from the OpenAPI document', () => {
  expect(operations.length).toBeGreaterThanOrEqual(35);
});

/* Found by this fuzz test: a huge page number took the SQL offset out of range (a 500). */
it.each(['news', 'testimonials', 'projects'])(
  'refuses a page past any list of %s',
  async (list) => {
    const answer = await t.inject({ url: `/api/v1/${list}?page=922337203685477600` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'page', message: 'page must be at most 1000000' });
  },
);

/* Found by this fuzz test: ajv coerces "1e309" to Infinity and skips its range checks (a 500). */
it.each([
  ['GET', '/api/v1/images?limit=1e309', 'limit'],
  ['GET', '/api/v1/news?page=-1e309', 'page'],
  ['GET', '/api/v1/projects?limit=1e309', 'limit'],
  ['DELETE', '/api/v1/images/1e309', 'id'],
  ['PATCH', '/api/v1/testimonials/1e309', 'id'],
])('refuses %s %s, a number past infinity', async (method, url, field) => {
  const answer = await t.admin({ method, url, payload: {} });
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ field, message: `${field} must be a whole number` });
});

/* Found by this fuzz test: the router's own refusals had another body, echoing the path. */
it.each([
  [
    'an id of 150 digits',
    'PATCH',
    `/api/v1/news/${'9'.repeat(150)}`,
    414,
    'The address is too long',
  ],
  ['a broken escape', 'GET', '/api/v1/projects/%E0%A4%A', 400, 'The address is not valid'],
])(
  'answers a path with %s with the standard error body',
  async (_label, method, url, status, message) => {
    const answer = await t.admin({ method, url });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ statusCode: status, error: expect.any(String), message });
  },
);

/*
 * Found by this fuzz test: an unknown upload with a long name answered a gzip-compressed 404
 * (correctly labelled) that the test client read undecoded. The client now decodes as a browser
 * does, and the 404 repeats only the start of such a path.
 */
it.each(['gzip', 'br', 'deflate'])(
  'answers a long unknown path in %s with a short standard error',
  async (encoding) => {
    const path = `/user/upload/alpha/${'a'.repeat(3000)}`;
    const answer = await t.inject({ url: path, headers: { 'accept-encoding': encoding } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `Nothing at GET ${path.slice(0, 200)}…`,
    });
  },
);

// 40 runs of each of the document's operations: about 30 s alone on SQLite and a minute on
// PostgreSQL, several times that beside the browser tests on CI.
it('answers every generated request within its contract', async () => {
  let last = await snapshot(t);
  let sent = 0;
  for (const op of operations) {
    await fc.assert(
      fc.asyncProperty(requestFor(op, known), async (generated: Generated) => {
        const answer = await t.inject(toRequest(op, generated, t.token, png));
        const before = last;
        last = await snapshot(t);
        sent += 1;
        const problem = problemWith(op, answer, before, last);
        expect({ operation: `${op.method} ${op.path}`, problem }).toEqual({
          operation: `${op.method} ${op.path}`,
          problem: undefined,
        });
      }),
      { numRuns: RUNS_PER_OPERATION },
    );
  }
  expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
}, 400_000);

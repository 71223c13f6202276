import { form, makePng } from '../test/fixtures';
import { createProject } from '../test/projects';
import { useTestApp } from '../test/testApp';

/*
 * The order an admin gives each list (issue 31): new items go last (first in the gallery and the
 * testimonials, which showed the newest first), GET answers `position` in
 * order, PUT …/order takes every id once, refuses anything else whole, and needs the right role.
 */

const t = useTestApp();

type Item = { id: number; position: number };

/** Each list: its path, and how three items named A, B and C are added through the API. */
const KINDS: { path: string; newFirst?: boolean; add: (name: string) => Promise<unknown> }[] = [
  {
    path: '/images',
    newFirst: true,
    add: async (name) =>
      t.admin({
        method: 'POST',
        url: '/api/v1/images',
        payload: form({}, { image: { data: await makePng(), filename: name } }),
      }),
  },
  ...['/partners', '/news/logos'].map((path) => ({
    path,
    add: async (name: string) =>
      t.admin({
        method: 'POST',
        url: `/api/v1${path}`,
        payload: form({ name }, { image: { data: await makePng() } }),
      }),
  })),
  {
    path: '/highlights',
    add: async (name) =>
      t.admin({
        method: 'POST',
        url: '/api/v1/highlights',
        payload: form({ heading: name, subHeading: 'sub' }, { image: { data: await makePng() } }),
      }),
  },
  {
    path: '/testimonials',
    newFirst: true,
    add: (name) =>
      t.admin({
        method: 'POST',
        url: '/api/v1/testimonials',
        payload: { name, video: `https://youtu.be/${name}` },
      }),
  },
];

/** The list as the public reads it (the paged lists' first page of 100). */
async function listOf(path: string): Promise<Item[]> {
  const answer = await t.inject({ method: 'GET', url: `/api/v1${path}?limit=100` });
  expect(answer.statusCode).toBe(200);
  const body = answer.json<Item[] | { data: Item[] }>();
  return Array.isArray(body) ? body : body.data;
}

const idsOf = (items: Item[]) => items.map(({ id }) => id);

const order = (path: string, ids: unknown, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'PUT', url: `/api/v1${path}/order`, payload: { ids }, headers });

/** `ids` in the order of items added one after another to a list that puts new items first. */
const added = (newFirst: boolean | undefined, ids: number[]) =>
  newFirst ? [...ids].reverse() : ids;

describe.each(KINDS)('$path', ({ path, newFirst, add }) => {
  it('puts new items where the list showed them, answers position in order, takes a new order', async () => {
    for (const name of ['A', 'B', 'C']) await add(name);
    const before = await listOf(path);
    expect(before.map(({ position }) => position)).toEqual(newFirst ? [-2, -1, 0] : [1, 2, 3]);
    // Ids grow as items are added: A, B, C.
    const [a, b, c] = [...idsOf(before)].sort((x, y) => x - y) as [number, number, number];
    expect(idsOf(before)).toEqual(added(newFirst, [a, b, c]));

    const answer = await order(path, [c, a, b]);
    expect(answer.statusCode).toBe(204);
    const after = await listOf(path);
    expect(idsOf(after)).toEqual([c, a, b]);
    expect(after.map(({ position }) => position)).toEqual([1, 2, 3]);

    const change = await t.lastChange();
    expect(change).toMatchObject({ action: 'reorder', resourceId: null });
    expect(JSON.parse(change.before ?? '')).toEqual({ ids: added(newFirst, [a, b, c]) });
    expect(JSON.parse(change.after ?? '')).toEqual({ ids: [c, a, b] });

    // The next new item still goes last (first), the others keep their new order.
    await add('D');
    const withD = idsOf(await listOf(path));
    expect(newFirst ? withD.slice(1) : withD.slice(0, 3)).toEqual([c, a, b]);
  });

  it('refuses a body that is not the whole list once, changing nothing', async () => {
    for (const name of ['A', 'B', 'C']) await add(name);
    const listed = idsOf(await listOf(path));
    const [a, b, c] = listed as [number, number, number];
    const changes = (await t.lastChange()).id;
    const refusals: [unknown, RegExp][] = [
      [[a, b, c, 99999], /ids names 99999: no such /],
      [[a, b], new RegExp(`ids leaves out ${c}: name every .* of the list once`)],
      [[a, b, b, c], new RegExp(`ids names ${b} more than once`)],
      [[], /ids/],
      [[a, b, 'c'], /ids/],
      ['a, b, c', /ids/],
    ];
    for (const [ids, message] of refusals) {
      const answer = await order(path, ids);
      expect([ids, answer.statusCode]).toEqual([ids, 400]);
      expect(answer.json<{ message: string }>().message).toMatch(message);
    }
    expect(idsOf(await listOf(path))).toEqual(listed);
    expect((await t.lastChange()).id).toBe(changes);
  });

  it('lets Owners and Editors order, not Accounts nor a visitor', async () => {
    for (const name of ['A', 'B']) await add(name);
    const [a, b] = idsOf(await listOf(path)) as [number, number];
    expect((await order(path, [b, a], (await t.member('accounts')).auth)).statusCode).toBe(403);
    expect((await order(path, [b, a], {})).statusCode).toBe(401);
    expect(idsOf(await listOf(path))).toEqual([a, b]);
    expect((await order(path, [b, a], (await t.member('editor')).auth)).statusCode).toBe(204);
    expect(idsOf(await listOf(path))).toEqual([b, a]);
  });
});

describe('projects', () => {
  const projects = async (status: string) =>
    (await t.inject({ method: 'GET', url: `/api/v1/projects?status=${status}&limit=100` })).json<{
      data: (Item & { projectId: string })[];
    }>().data;
  const slugs = async (status: string) => (await projects(status)).map((p) => p.projectId);

  async function addFour() {
    for (const projectId of ['well', 'school', 'clinic']) await createProject(t, { projectId });
    await createProject(t, { projectId: 'done', status: 'completed' });
    // Each new project first among its status, as the lists showed the newest first.
    expect(await slugs('active')).toEqual(['clinic', 'school', 'well']);
    expect((await projects('active')).map(({ position }) => position)).toEqual([-2, -1, 0]);
    expect((await projects('completed')).map(({ position }) => position)).toEqual([0]);
  }

  it('orders the projects of one status; the cached public list follows at once', async () => {
    await addFour();
    const [clinic, school, well] = idsOf(await projects('active')) as [number, number, number];
    const answer = await order('/projects', [clinic, well, school]);
    expect(answer.statusCode).toBe(204);
    expect(await slugs('active')).toEqual(['clinic', 'well', 'school']);
    expect(await t.lastChange()).toMatchObject({ action: 'reorder', resourceId: 'active' });
    // All of them: active first, each status in its order.
    const all = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' });
    expect(all.json<{ data: { projectId: string }[] }>().data.map((p) => p.projectId)).toEqual([
      'clinic',
      'well',
      'school',
      'done',
    ]);
  });

  it('refuses ids of two statuses, or a status left half named', async () => {
    await addFour();
    const [clinic, school, well] = idsOf(await projects('active')) as [number, number, number];
    const [done] = idsOf(await projects('completed')) as [number];
    const mixed = await order('/projects', [clinic, well, school, done]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      field: 'ids',
      message: `ids mixes statuses: ${done} is not active; order the projects of one status at a time`,
    });
    const half = await order('/projects', [school, well]);
    expect(half.json()).toMatchObject({
      message: `ids leaves out ${clinic}: name every project of the list once`,
    });
    expect(await slugs('active')).toEqual(['clinic', 'school', 'well']);
    // The completed list alone is a whole list.
    expect((await order('/projects', [done])).statusCode).toBe(204);
  });

  it('puts a project that changes status first among its new status', async () => {
    await addFour();
    const completed = await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/well',
      payload: form({ status: 'completed' }),
    });
    expect(completed.statusCode).toBe(200);
    expect(await slugs('completed')).toEqual(['well', 'done']);
    expect(await slugs('active')).toEqual(['clinic', 'school']);
  });
});

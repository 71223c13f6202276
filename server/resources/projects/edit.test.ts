import type { Project } from '@contract/content';
import { createProject, projectRows } from '../../test/projects';
import { useTestApp } from '../../test/testApp';
import { form, makePng } from '../../test/fixtures';
import { storedFilesOf } from '../../media';

/* Editing and deleting projects; adding them is in admin.test.ts. */

const t = useTestApp();

const create = (fields?: Record<string, string | undefined>, withImage?: boolean) =>
  createProject(t, fields, withImage);
const rows = () => projectRows(t);

describe('PATCH /api/v1/projects/{projectId}', () => {
  const patch = (payload: FormData, slug = 'clean-water') =>
    t.admin({ method: 'PATCH', url: `/api/v1/projects/${slug}`, payload });

  it('marks a project completed and changes the goal and details sent', async () => {
    const project = (await create()).json<Project>();
    const answer = await patch(
      form({ status: 'completed', goal: '150000', projectDetails: 'Fifteen wells' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ...project,
      status: 'completed',
      goal: 150_000,
      projectDetails: 'Fifteen wells',
    });
    const active = await t.inject({ url: '/api/v1/projects?status=active' });
    expect(active.json<{ data: Project[] }>().data).toEqual([]);
  });

  it('keeps the projectId: the same one may be sent, another is refused', async () => {
    await create();
    const same = await patch(form({ projectId: 'clean-water', link: 'https://example.org/b' }));
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ projectId: 'clean-water', link: 'https://example.org/b' });
    const other = await patch(form({ projectId: 'dirty-water' }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message: 'projectId cannot be changed',
      field: 'projectId',
    });
    expect((await rows()).map((row) => row.projectId)).toEqual(['clean-water']);
  });

  it.each([
    [{ goal: '' }, 'goal', 'goal must be a whole number'],
    [{ goal: '0' }, 'goal', 'goal must be at least 1'],
    [{ link: 'ftp://example.org' }, 'link', 'link must be an http(s) URL'],
    [{ status: 'done' }, 'status', 'status must be one of the allowed values: active, completed'],
  ])('refuses %j with 400 on field %s', async (fields, field, message) => {
    await create();
    const before = await rows();
    const answer = await patch(form(fields, { image: { data: await makePng() } }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await rows()).toEqual(before);
    expect(t.filesOf('project')).toEqual(storedFilesOf('project', before[0]?.image ?? '').sort());
  });

  it('answers 404 for the reserved id "donor"', async () => {
    const answer = await patch(form({ title: 'x' }), 'donor');
    expect(answer.statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/projects/{projectId}', () => {
  const remove = (slug: string, headers: Record<string, string> = t.auth) =>
    t.inject({ method: 'DELETE', url: `/api/v1/projects/${slug}`, headers });

  it('refuses a project with gifts in any state (409), storing nothing; its gifts stay', async () => {
    await create();
    for (const amount of [500, 700]) {
      const gift = await t.admin({
        method: 'POST',
        url: '/api/v1/projects/clean-water/donations',
        payload: { donorName: 'Asha', amount },
      });
      expect(gift.statusCode).toBe(201);
    }
    const gifts = () => t.app.db.selectFrom('donations').selectAll().orderBy('id').execute();
    const projectBefore = await rows();
    const lastChange = (await t.lastChange()).id;
    const refused = async (count: number) => {
      const answer = await remove('clean-water');
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message:
          `This project has ${count} donations, which are kept for good, so it cannot be ` +
          'deleted; mark it completed instead',
      });
      expect(await rows()).toEqual(projectBefore);
      expect((await t.admin({ url: '/api/v1/bin' })).json()).toEqual([]);
      expect((await t.lastChange()).id).toBe(lastChange);
      expect((await t.inject({ url: '/api/v1/projects/clean-water' })).statusCode).toBe(200);
    };
    const confirmed = await gifts();
    await refused(2);
    expect(await gifts()).toEqual(confirmed);
    // Gifts that count nowhere (a pledge rejected) keep it too: their receipts' numbers are taken.
    await t.app.db.updateTable('donations').set({ status: 'rejected' }).execute();
    const rejected = await gifts();
    await refused(2);
    expect(await gifts()).toEqual(rejected);
    expect(rejected.map(({ amount, status }) => [amount, status])).toEqual([
      [500, 'rejected'],
      [700, 'rejected'],
    ]);
  });

  it('moves a project without gifts to the bin, and its photo goes at the purge', async () => {
    const project = (await create()).json<Project>();
    expect((await remove('clean-water')).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect(t.filesOf('project')).not.toEqual([]);
    await t.purgeBin();
    expect(t.filesOf('project')).toEqual([]);
    expect((await t.inject({ url: `/user/upload/ProjectPhoto/${project.image}` })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).statusCode).toBe(404);
    expect((await remove('clean-water')).statusCode).toBe(404);
  });

  it('answers 401 without a valid token and 404 for an unknown or reserved id', async () => {
    await create();
    expect((await remove('clean-water', {})).statusCode).toBe(401);
    expect((await remove('clean-water', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
    expect((await remove('no-such-project')).statusCode).toBe(404);
    expect((await remove('donor')).statusCode).toBe(404);
    const bad = await remove('Not_A_Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});

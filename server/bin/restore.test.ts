import type { BinEntry } from '@contract/admin';
import type { ProjectUpdateRecord } from '@contract/content';
import { form, makeJpeg } from '../test/fixtures';
import { createNewsItem, createNewsLogo } from '../test/news';
import { createProject } from '../test/projects';
import { useTestApp } from '../test/testApp';

/* What a restore refuses, who may see and restore the bin, and what comes back with a project. */

const t = useTestApp();

const bin = async () => (await t.admin({ url: '/api/v1/bin' })).json<BinEntry[]>();
const restore = (id: number, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'POST', url: `/api/v1/bin/${id}/restore`, headers });
const entryOf = async (kind: string) => {
  const entry = (await bin()).find((candidate) => candidate.kind === kind);
  if (!entry) throw new Error(`no ${kind} in the bin`);
  return entry;
};
const postUpdate = async (text: string) =>
  t.admin({
    method: 'POST',
    url: '/api/v1/projects/clean-water/updates',
    payload: form(
      { text, textUr: 'اردو متن' },
      { images: [{ data: await makeJpeg(), filename: 'a.jpg' }] },
    ),
  });
const updates = async () =>
  (await t.inject({ url: '/api/v1/projects/clean-water/updates' })).json<ProjectUpdateRecord[]>();

describe('restoring a project', () => {
  it('brings its updates and their photos back with it, under their ids', async () => {
    expect((await createProject(t)).statusCode).toBe(201);
    for (const text of ['First', 'Second']) expect((await postUpdate(text)).statusCode).toBe(201);
    const before = await updates();
    const project = (await t.inject({ url: '/api/v1/projects/clean-water' })).json<{
      id: number;
    }>();

    expect((await t.remove('/api/v1/projects/clean-water')).statusCode).toBe(204);
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).statusCode).toBe(404);
    expect((await t.inject({ url: '/api/v1/projects/clean-water/updates' })).statusCode).toBe(404);
    const entry = await entryOf('projects');
    expect(entry).toMatchObject({ itemId: String(project.id), summary: 'Clean water' });

    expect((await restore(entry.id)).json()).toEqual({
      kind: 'projects',
      itemId: String(project.id),
    });
    expect(await updates()).toEqual(before.map(({ notify: _, ...update }) => update));
    for (const url of before.flatMap((update) => update.images)) {
      expect((await t.inject({ url })).statusCode).toBe(200);
    }
    // The audit trail names a project by its slug, as its other lines do.
    expect(await t.lastChange()).toMatchObject({
      resource: 'project',
      resourceId: 'clean-water',
      action: 'restore',
    });
  });

  it('refuses while another project has taken its project id, and keeps it in the bin', async () => {
    await createProject(t);
    expect((await t.remove('/api/v1/projects/clean-water')).statusCode).toBe(204);
    expect((await createProject(t, { title: 'The new one' })).statusCode).toBe(201);
    const entry = await entryOf('projects');
    const refused = await restore(entry.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'This project cannot be restored: another project now has the same project id. ' +
        'Rename or delete that one first.',
    });
    expect(await bin()).toHaveLength(1);
    expect((await t.lastChange()).action).toBe('create');

    // Once that one is in the bin too, it comes back; and the new one's entry is still there.
    expect((await t.remove('/api/v1/projects/clean-water')).statusCode).toBe(204);
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).json()).toMatchObject({
      title: 'Clean water',
    });
    expect((await bin()).map((left) => left.summary)).toEqual(['The new one']);
  });

  it('refuses an update whose project is gone, until the project is back', async () => {
    await createProject(t);
    await postUpdate('Alone');
    const [update] = await updates();
    expect((await t.remove(`/api/v1/projects/clean-water/updates/${update?.id}`)).statusCode).toBe(
      204,
    );
    expect((await t.remove('/api/v1/projects/clean-water')).statusCode).toBe(204);
    const binned = await entryOf('project-updates');
    const refused = await restore(binned.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This project update cannot be restored: its project was deleted. ' +
        'Restore the project from the bin first.',
    );
    expect((await restore((await entryOf('projects')).id)).statusCode).toBe(200);
    expect((await restore(binned.id)).statusCode).toBe(200);
    expect((await updates()).map(({ id }) => id)).toEqual([update?.id]);
  });
});

describe('restoring news', () => {
  it('refuses a news item whose logo was deleted meanwhile, with a clear message', async () => {
    const logo = (await createNewsLogo(t, 'Herald')).json<{ id: number }>();
    const news = (await createNewsItem(t, logo.id)).json<{ id: number }>();
    expect((await t.remove(`/api/v1/news/${news.id}`)).statusCode).toBe(204);
    expect((await t.remove(`/api/v1/news/logos/${logo.id}`)).statusCode).toBe(204);

    const item = await entryOf('news');
    const refused = await restore(item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This news item cannot be restored: its news logo was deleted. ' +
        'Restore the news logo from the bin first.',
    );
    expect((await restore((await entryOf('news-logos')).id)).statusCode).toBe(200);
    expect((await restore(item.id)).statusCode).toBe(200);
    const listed = (await t.inject({ url: '/api/v1/news' })).json<{ data: { id: number }[] }>();
    expect(listed.data.map(({ id }) => id)).toEqual([news.id]);
  });

  it('refuses a news logo whose name another logo has taken', async () => {
    const logo = (await createNewsLogo(t, 'Herald')).json<{ id: number }>();
    expect((await t.remove(`/api/v1/news/logos/${logo.id}`)).statusCode).toBe(204);
    expect((await createNewsLogo(t, 'HERALD')).statusCode).toBe(201);
    const refused = await restore((await entryOf('news-logos')).id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This news logo cannot be restored: another news logo now has the same name/,
    );
  });
});

describe('the bin', () => {
  it('gives a restored item its own id, and a new item a new one', async () => {
    const add = (name: string) =>
      t.admin({
        method: 'POST',
        url: '/api/v1/testimonials',
        payload: { name, video: 'https://youtu.be/a' },
      });
    const first = (await add('First')).json<{ id: number }>();
    const second = (await add('Second')).json<{ id: number }>();
    expect((await t.remove(`/api/v1/testimonials/${second.id}`)).statusCode).toBe(204);
    expect((await restore((await entryOf('testimonials')).id)).statusCode).toBe(200);
    const third = (await add('Third')).json<{ id: number }>();
    expect(third.id).toBeGreaterThan(second.id);
    expect(second.id).toBeGreaterThan(first.id);
    expect((await t.inject({ url: `/api/v1/testimonials/${second.id}` })).json()).toMatchObject({
      name: 'Second',
    });
  });

  it('lists the newest deletes first', async () => {
    const add = (name: string) =>
      t.admin({
        method: 'POST',
        url: '/api/v1/testimonials',
        payload: { name, video: 'https://youtu.be/a' },
      });
    const ids = [];
    for (const name of ['One', 'Two', 'Three'])
      ids.push((await add(name)).json<{ id: number }>().id);
    for (const id of ids) await t.remove(`/api/v1/testimonials/${id}`);
    expect((await bin()).map(({ summary }) => summary)).toEqual(['Three', 'Two', 'One']);
  });

  it('answers 404 for an entry that is not there, 400 for an id that is not one', async () => {
    const missing = await restore(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Bin entry not found' });
    expect((await restore(0)).statusCode).toBe(400);
  });

  it('is for those who edit the content: 401 without a token, 403 for Accounts', async () => {
    const add = await t.admin({
      method: 'POST',
      url: '/api/v1/testimonials',
      payload: { name: 'Kept', video: 'https://youtu.be/a' },
    });
    await t.remove(`/api/v1/testimonials/${add.json<{ id: number }>().id}`);
    const [entry] = await bin();
    const accounts = (await t.member('accounts')).auth;
    expect((await t.inject({ url: '/api/v1/bin' })).statusCode).toBe(401);
    expect((await t.inject({ url: '/api/v1/bin', headers: accounts })).statusCode).toBe(403);
    expect((await restore(entry!.id, {})).statusCode).toBe(401);
    expect((await restore(entry!.id, accounts)).statusCode).toBe(403);
    const editor = (await t.member('editor')).auth;
    expect((await t.inject({ url: '/api/v1/bin', headers: editor })).json()).toHaveLength(1);
    expect((await restore(entry!.id, editor)).statusCode).toBe(200);
    expect(await t.lastChange()).toMatchObject({
      adminEmail: 'editor@test.org',
      action: 'restore',
    });
  });
});

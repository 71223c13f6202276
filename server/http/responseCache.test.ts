import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../app';
import { injector } from '../test/http';
import { form } from '../test/fixtures';
import { createProject } from '../test/projects';
import { useTestApp } from '../test/testApp';
import { CHECK_EVERY_MS } from './contentVersion';

const t = useTestApp();
beforeEach(async () => {
  expect((await createProject(t)).statusCode).toBe(201);
});

type Project = { projectId: string; title: string; raised: number; supportersCount: number };
type Page = { data: Project[]; metadata: { total: number } };

const PROJECTS = '/api/v1/projects?page=1&limit=3&status=active';

const give = (amount: number) =>
  t.admin({
    method: 'POST',
    url: '/api/v1/projects/clean-water/donations',
    payload: { amount, donorName: 'Asha' },
  });

/** A change made behind the server's back, as a database tool would make it. */
const renameInDatabase = (title: string) =>
  t.app.db.updateTable('projects').set({ title }).where('projectId', '=', 'clean-water').execute();

const titleIn = async (url: string) => (await t.inject({ url })).json<Page>().data[0]?.title;

describe('public answers kept until the content changes', () => {
  it('answers from what it kept, and asks the database again after any admin write', async () => {
    expect(await titleIn(PROJECTS)).toBe('Clean water');
    await renameInDatabase('Clean water for all');
    // Kept: the database was not asked again.
    expect(await titleIn(PROJECTS)).toBe('Clean water');

    const write = await t.admin({
      method: 'POST',
      url: '/api/v1/testimonials',
      payload: { name: 'Asha', video: 'https://www.youtube.com/watch?v=abcdefghijk' },
    });
    expect(write.statusCode).toBe(201);
    expect(await titleIn(PROJECTS)).toBe('Clean water for all');
  });

  it('shows the writer its own change at once: a gift in the project, its list and its donors', async () => {
    const before = {
      project: (await t.inject({ url: '/api/v1/projects/clean-water' })).json<Project>(),
      donors: (await t.inject({ url: '/api/v1/projects/donor/clean-water' })).json<unknown[]>(),
    };
    expect(before.project.raised).toBe(0);
    expect(before.donors).toEqual([]);

    expect((await give(2500)).statusCode).toBe(201);

    const project = (await t.inject({ url: '/api/v1/projects/clean-water' })).json<Project>();
    expect(project).toMatchObject({ raised: 2500, supportersCount: 1 });
    const list = (await t.inject({ url: PROJECTS })).json<Page>();
    expect(list.data[0]).toMatchObject({ raised: 2500, supportersCount: 1 });
    const donors = (await t.inject({ url: '/api/v1/projects/donor/clean-water' })).json<
      { amount: number }[]
    >();
    expect(donors.map((donor) => donor.amount)).toEqual([2500]);
  });

  it('shows a settings change in the next read', async () => {
    const theme = async () =>
      (await t.inject({ url: '/api/v1/settings' }))
        .json<{ name: string; content: unknown }[]>()
        .find((entry) => entry.name === 'theme')?.content;
    const before = await theme();
    const answer = await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({ json: JSON.stringify([{ name: 'theme', content: { color: 'purple' } }]) }),
    });
    expect(answer.statusCode).toBe(200);
    expect(before).not.toEqual({ color: 'purple' });
    expect(await theme()).toEqual({ color: 'purple' });
  });

  /** Renames the project through this instance. */
  const renameProject = async () => {
    const renamed = await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/clean-water',
      payload: form({ title: 'Clean water now' }),
    });
    expect(renamed.statusCode).toBe(200);
  };

  it("shows another instance's write at once with CONTENT_CHECK_MS=0", async () => {
    const other = await buildApp({ config: { ...t.config, contentCheckMs: 0 } });
    try {
      const otherInject = injector(other);
      expect((await otherInject({ url: PROJECTS })).json<Page>().data[0]?.title).toBe(
        'Clean water',
      );
      await renameProject();
      expect((await otherInject({ url: PROJECTS })).json<Page>().data[0]?.title).toBe(
        'Clean water now',
      );
    } finally {
      await other.close();
    }
  });

  it("shows another instance's write within the check interval", async () => {
    // A second server on the same database (and the same data folder).
    const other = await buildApp({ config: t.config });
    try {
      const otherInject = injector(other);
      const otherTitle = async () =>
        (await otherInject({ url: PROJECTS })).json<Page>().data[0]?.title;
      expect(await otherTitle()).toBe('Clean water');

      await renameProject();
      const changedAt = Date.now();
      let seen = await otherTitle();
      while (seen !== 'Clean water now' && Date.now() - changedAt < CHECK_EVERY_MS * 3) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await otherTitle();
      }
      expect(seen).toBe('Clean water now');
      expect(Date.now() - changedAt).toBeLessThan(CHECK_EVERY_MS * 2);
    } finally {
      await other.close();
    }
  });
});

describe('kept answers on the wire', () => {
  async function projectsAs(acceptEncoding: string, headers: Record<string, string> = {}) {
    return t.inject({ url: PROJECTS, headers: { 'accept-encoding': acceptEncoding, ...headers } });
  }

  beforeEach(async () => {
    // Past the compression threshold, as a page of three real projects is.
    for (const projectId of ['school-books', 'eye-camp']) {
      const answer = await createProject(t, {
        projectId,
        projectDetails: 'A long description of the work. '.repeat(20),
      });
      expect(answer.statusCode).toBe(201);
    }
  });

  it('sends the same JSON plain, brotli or gzip, fresh or kept, under one ETag', async () => {
    const plain = await projectsAs('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const round of ['first', 'second']) {
        const answer = await projectsAs(encoding);
        expect([round, answer.headers['content-encoding']]).toEqual([round, encoding]);
        expect(answer.headers.vary).toContain('Accept-Encoding');
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(decode(answer.rawPayload).toString()).toBe(plain.body);
        expect(answer.headers.etag).toBe(plain.headers.etag);
      }
    }
  });

  it('answers 304 to a client that has the kept answer', async () => {
    const first = await projectsAs('br');
    const again = await projectsAs('br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends the settings whole with their length, as the loading screen needs', async () => {
    for (let round = 0; round < 2; round += 1) {
      const answer = await t.inject({
        url: '/api/v1/settings',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
  });
});

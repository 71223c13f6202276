import path from 'node:path';
import { demoContent } from '../../server/seed/content';
import { form } from '../../server/test/fixtures';
import { useTestApp } from '../../server/test/testApp';

/*
 * Drafts and schedules (issue 31) on the rendered pages: a project taken back to a draft leaves
 * its page and the home's list at once, in both languages, and a scheduled one comes on its page at its
 * time by the clock alone, with no write and no restart (the production build on a demo-seeded
 * DATA_DIR; the kept pages follow the content's generation, which a schedule turns).
 */

const CLIENT_DIR = path.resolve(__dirname, '..', '..', 'build', 'client');
const HOUR = 60 * 60 * 1000;

let clock = Date.now();
const t = useTestApp(
  { clientDir: CLIENT_DIR, seedDemo: true, now: () => clock },
  { scope: 'all', timeout: 60_000 },
);

const project = demoContent.projects[0]!;
const page = (url: string) => t.inject({ url, headers: { 'accept-language': 'en-GB' } });
/** The home's list of projects to support, as its section asks for it. */
const activeProjects = async () =>
  (await page('/api/v1/projects?page=1&limit=20&status=active'))
    .json<{ data: { projectId: string }[] }>()
    .data.map(({ projectId }) => projectId);
const publish = (fields: Record<string, string>) =>
  t.admin({
    method: 'PATCH',
    url: `/api/v1/projects/${project.projectId}`,
    payload: form(fields),
  });

describe('rendered pages and publishing', () => {
  it("a draft project has no page and is not in the home's list, in either language; published again, it is", async () => {
    const url = `/projects/${project.projectId}`;
    for (const path of [url, `${url}?lang=ur`]) expect((await page(path)).statusCode).toBe(200);
    expect(await activeProjects()).toContain(project.projectId);

    expect((await publish({ publishStatus: 'draft' })).statusCode).toBe(200);
    for (const path of [url, `${url}?lang=ur`]) {
      const answer = await page(path);
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain(project.projectDetails.slice(0, 40));
    }
    expect(await activeProjects()).not.toContain(project.projectId);
    expect((await page('/sitemap.xml')).body).not.toContain(url);

    expect((await publish({ publishStatus: 'published' })).statusCode).toBe(200);
    expect((await page(url)).statusCode).toBe(200);
    expect(await activeProjects()).toContain(project.projectId);
  });

  it('a project scheduled for later comes on its page at its time, by the clock alone', async () => {
    const url = `/projects/${project.projectId}`;
    const at = new Date(clock + HOUR).toISOString();
    const answer = await publish({ publishAt: at, unpublishAt: '' });
    expect(answer.json()).toMatchObject({ publishStatus: 'published', publishAt: at });
    expect((await page(url)).statusCode).toBe(404);
    expect(await activeProjects()).not.toContain(project.projectId);

    clock += HOUR;
    expect((await page(url)).statusCode).toBe(200);
    expect((await page(`${url}?lang=ur`)).body).toContain(project.titleUr);
    expect(await activeProjects()).toContain(project.projectId);
  });
});

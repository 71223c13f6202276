import { MAX_RUPEES } from '@contract/common';
import { type Project } from '@contract/content';
import { UPLOAD_MESSAGES } from '@contract/uploads';
import { PROJECT_FIELDS, createProject, projectRows } from '../../test/projects';
import { useTestApp } from '../../test/testApp';
import { SVG, form, overLimit, PUBLISHED_ROW } from '../../test/fixtures';
import { storedFilesOf } from '../../media';

const t = useTestApp();

const create = (fields?: Record<string, string | undefined>, withImage?: boolean) =>
  createProject(t, fields, withImage);
const rows = () => projectRows(t);

describe('a project in Urdu', () => {
  it('keeps title and story in Urdu beside the English; an edit to blank removes one', async () => {
    const answer = await create({
      titleUr: ' صاف پانی ',
      projectDetailsUr: 'بارہ دیہات کے لیے کنویں\nاور فلٹر',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      title: 'Clean water',
      titleUr: 'صاف پانی',
      // Line breaks as multipart carries them.
      projectDetailsUr: expect.stringMatching(/^بارہ دیہات کے لیے کنویں\r?\nاور فلٹر$/),
    });
    const edited = await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/clean-water',
      payload: form({ titleUr: '' }),
    });
    expect(edited.json()).toMatchObject({
      titleUr: null,
      projectDetailsUr: answer.json<Project>().projectDetailsUr,
    });
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).json()).toEqual(edited.json());
  });
});

describe('POST /api/v1/projects', () => {
  it('adds an active project with its photo, answered like the public project', async () => {
    const answer = await create();
    expect(answer.statusCode).toBe(201);
    const project = answer.json<Project>();
    expect(project).toEqual({
      id: project.id,
      projectId: 'clean-water',
      title: 'Clean water',
      titleUr: null,
      image: expect.stringMatching(/^[0-9a-f-]{36}-10x10\.webp$/),
      projectDetails: 'Wells for twelve villages',
      projectDetailsUr: null,
      supportersCount: 0,
      raised: 0,
      goal: 100_000,
      link: 'https://example.org/donate?id=3',
      status: 'active',
      acceptsZakat: false,
      position: 0,
      ...PUBLISHED_ROW,
    });
    expect(await rows()).toEqual([
      {
        id: project.id,
        projectId: 'clean-water',
        title: 'Clean water',
        titleUr: null,
        status: 'active',
        goal: 100_000,
        link: 'https://example.org/donate?id=3',
        image: project.image,
        details: 'Wells for twelve villages',
        detailsUr: null,
        acceptsZakat: expect.anything(),
        position: 0,
        ...PUBLISHED_ROW,
      },
    ]);
    expect(Boolean((await rows())[0]?.acceptsZakat)).toBe(false);
    // The photo and its JPEG copy for link previews.
    expect(t.filesOf('project')).toEqual(storedFilesOf('project', project.image).sort());
    const photo = await t.inject({ url: `/user/upload/ProjectPhoto/${project.image}` });
    expect(photo.statusCode).toBe(200);
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).json()).toEqual(project);
  });

  it('adds a completed project when asked', async () => {
    const answer = await create({ status: 'completed' });
    expect(answer.json()).toMatchObject({ status: 'completed' });
    const completed = await t.inject({ url: '/api/v1/projects?status=completed' });
    expect(completed.json<{ data: Project[] }>().data.map((p) => p.projectId)).toEqual([
      'clean-water',
    ]);
  });

  it('marks a project as accepting Zakat when asked, and an edit changes it', async () => {
    const answer = await create({ acceptsZakat: 'true' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ acceptsZakat: true });
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).json()).toMatchObject({
      acceptsZakat: true,
    });
    const edit = await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/clean-water',
      payload: form({ acceptsZakat: 'false' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ acceptsZakat: false, title: 'Clean water' });
    expect(Boolean((await rows())[0]?.acceptsZakat)).toBe(false);
    // Leaving it out of an edit keeps it.
    await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/clean-water',
      payload: form({ acceptsZakat: 'true' }),
    });
    await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/clean-water',
      payload: form({ goal: '5000' }),
    });
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).json()).toMatchObject({
      acceptsZakat: true,
      goal: 5000,
    });
  });

  it('refuses an acceptsZakat that is not true or false', async () => {
    const answer = await create({ acceptsZakat: 'maybe' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      field: 'acceptsZakat',
      message: 'acceptsZakat must be true or false',
    });
    expect(await rows()).toEqual([]);
  });

  it('refuses a projectId already taken with 409 and leaves no new file', async () => {
    const first = (await create()).json<Project>();
    const again = await create({ title: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Record already exists', field: 'projectId' });
    expect(t.filesOf('project')).toEqual(storedFilesOf('project', first.image).sort());
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    [{ projectId: 'donor' }, 'projectId', 'projectId "donor" is reserved'],
    [
      { projectId: 'Clean Water' },
      'projectId',
      'projectId must be lowercase letters and digits separated by dashes',
    ],
    [{ projectId: undefined }, 'projectId', 'projectId is required'],
    [{ title: '  ' }, 'title', 'title is required'],
    [{ projectDetails: '' }, 'projectDetails', 'projectDetails is required'],
    [{ goal: '0' }, 'goal', 'goal must be at least 1'],
    [{ goal: '-5' }, 'goal', 'goal must be at least 1'],
    [{ goal: '12.5' }, 'goal', 'goal must be a whole number'],
    [{ goal: '1e5' }, 'goal', 'goal must be a whole number'],
    [{ goal: 'lots' }, 'goal', 'goal must be a whole number'],
    [{ goal: String(MAX_RUPEES + 1) }, 'goal', `goal must be at most ${MAX_RUPEES}`],
    [{ link: 'javascript:alert(1)' }, 'link', 'link must be an http(s) URL'],
    [{ link: undefined }, 'link', 'link is required'],
    [{ status: 'paused' }, 'status', 'status must be one of the allowed values: active, completed'],
  ])('refuses %j with 400 on field %s', async (fields, field, message) => {
    const answer = await create(fields);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await rows()).toEqual([]);
    expect(t.filesOf('project')).toEqual([]);
  });

  it('requires the photo and checks it like a project photo', async () => {
    const none = await create({}, false);
    expect(none.json()).toMatchObject({ message: 'image is required', field: 'image' });
    const svg = await t.admin({
      method: 'POST',
      url: '/api/v1/projects',
      payload: form(PROJECT_FIELDS, { image: { data: SVG, filename: 'x.png' } }),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ message: UPLOAD_MESSAGES.jpegPngGifWebp });
    const big = await t.admin({
      method: 'POST',
      url: '/api/v1/projects',
      payload: form(PROJECT_FIELDS, { image: { data: overLimit() } }),
    });
    expect(big.statusCode).toBe(413);
    expect(await rows()).toEqual([]);
    expect(t.filesOf('project')).toEqual([]);
  });
});

describe('GET /api/v1/projects without a status (the admin list)', () => {
  it('lists every project: active first, each status in its order (a new one first)', async () => {
    await create({ projectId: 'first' });
    await create({ projectId: 'second', status: 'completed' });
    await create({ projectId: 'third' });
    await create({ projectId: 'fourth', status: 'completed' });
    const page = await t.inject({ url: '/api/v1/projects?limit=100' });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: Project[]; metadata: { total: number } }>();
    expect(body.data.map((p) => [p.projectId, p.status])).toEqual([
      ['third', 'active'],
      ['first', 'active'],
      ['fourth', 'completed'],
      ['second', 'completed'],
    ]);
    expect(body.metadata.total).toBe(4);
  });
});

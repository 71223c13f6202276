import { MAX_UPDATE_IMAGES, type ProjectUpdateRecord } from '@contract/content';
import { UPLOAD_MESSAGES } from '@contract/uploads';
import { today } from '../../http';
import { storedFilesOf } from '../../media';
import { SVG, form, makeJpeg, makePng, type FilePart, PUBLISHED } from '../../test/fixtures';
import { createProject } from '../../test/projects';
import { useTestApp } from '../../test/testApp';

/* A project's dated updates (docs/product.md §3): posted, edited and deleted by those who edit. */

const t = useTestApp();

const URL = '/api/v1/projects/clean-water/updates';
const TEXTS = { text: 'Four wells dug', textUr: 'چار کنویں کھودے گئے' };

const photo = async (): Promise<FilePart> => ({ data: await makeJpeg(), filename: 'well.jpg' });

const post = async (
  fields: Record<string, string | undefined> = {},
  images: FilePart[] = [],
  headers: Record<string, string> = t.auth,
) =>
  t.inject({
    method: 'POST',
    url: URL,
    payload: form({ ...TEXTS, ...fields }, { images }),
    headers,
  });

const patch = (id: number, payload: FormData, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'PATCH', url: `${URL}/${id}`, payload, headers });

const list = async () => (await t.inject({ url: URL })).json<ProjectUpdateRecord[]>();
const rows = () => t.app.db.selectFrom('projectUpdates').selectAll().orderBy('id').execute();
const photoFiles = () => t.filesOf('projectUpdate');
/** The stored files of the photos at these URLs, as on disk. */
const filesOf = (urls: string[]) =>
  urls.flatMap((url) => storedFilesOf('projectUpdate', url.split('/').pop()!)).sort();

/** yyyy-mm-dd `days` from today on the server's calendar. */
function dayFromToday(days: number): string {
  const [year, month, day] = today().split('-').map(Number);
  const date = new Date(year!, month! - 1, day! + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

beforeEach(async () => {
  expect((await createProject(t)).statusCode).toBe(201);
});

describe('POST /api/v1/projects/{projectId}/updates', () => {
  it('posts a dated update in both languages with what was spent and its photos', async () => {
    const answer = await post({ date: '2025-03-05', spent: '45000', notify: 'true' }, [
      await photo(),
      { data: await makePng(20, 10), filename: 'pump.png' },
    ]);
    expect(answer.statusCode).toBe(201);
    const update = answer.json<ProjectUpdateRecord>();
    expect(update).toEqual({
      id: update.id,
      date: '2025-03-05',
      text: 'Four wells dug',
      textUr: 'چار کنویں کھودے گئے',
      spent: 45_000,
      images: [
        expect.stringMatching(/^\/user\/upload\/ProjectUpdates\/[0-9a-f-]{36}-10x10\.webp$/),
        expect.stringMatching(/^\/user\/upload\/ProjectUpdates\/[0-9a-f-]{36}-20x10\.webp$/),
      ],
      notify: true,
      ...PUBLISHED,
    });
    // The photos are served, each through the image pipeline (re-encoded, named by its size).
    for (const url of update.images) {
      const served = await t.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(photoFiles()).toEqual(filesOf(update.images));
    // `notify` is stored as asked, for the mail that tells the donors.
    expect((await rows()).map((row) => Boolean(row.notify))).toEqual([true]);
    expect(await t.lastChange()).toMatchObject({
      resource: 'projectUpdate',
      resourceId: String(update.id),
      action: 'create',
      summary: 'clean-water: Four wells dug',
      adminEmail: 'admin@test.org',
    });
  });

  it('dates an update today unless told, with no amount, no photo and no mail by default', async () => {
    const answer = await post();
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ date: today(), spent: null, images: [], notify: false });
    expect((await rows()).map((row) => Boolean(row.notify))).toEqual([false]);
  });

  it('lets an Editor post, and refuses Accounts (403) and a caller without a token (401)', async () => {
    const editor = await t.member('editor');
    expect((await post({}, [], editor.auth)).statusCode).toBe(201);
    const accounts = await post(
      { text: 'Not mine' },
      [await photo()],
      (await t.member('accounts')).auth,
    );
    expect(accounts.statusCode).toBe(403);
    expect(accounts.json()).toMatchObject({ message: 'This is not available for your role' });
    expect((await post({ text: 'Nobody' }, [], {})).statusCode).toBe(401);
    expect((await rows()).map((row) => row.text)).toEqual(['Four wells dug']);
    expect(photoFiles()).toEqual([]);
  });

  it.each([
    ['no text', { text: undefined }, 'text', 'text is required'],
    ['no Urdu', { textUr: undefined }, 'textUr', 'textUr is required'],
    ['a blank Urdu', { textUr: '   ' }, 'textUr', 'textUr is required'],
    [
      'a text too long',
      { text: 'x'.repeat(10_001) },
      'text',
      'text must have at most 10000 characters',
    ],
    [
      'a date not yyyy-mm-dd',
      { date: '05/03/2025' },
      'date',
      'date must be a date written yyyy-mm-dd',
    ],
    [
      'a day that is not',
      { date: '2025-02-30' },
      'date',
      'date must be a real calendar date (yyyy-mm-dd)',
    ],
    ['nothing spent', { spent: '0' }, 'spent', 'spent must be at least 1'],
    ['paise', { spent: '1500.50' }, 'spent', 'spent must be a whole number'],
    ['words for rupees', { spent: 'lots' }, 'spent', 'spent must be a whole number'],
    [
      'notify neither true nor false',
      { notify: 'maybe' },
      'notify',
      'notify must be true or false',
    ],
  ])('refuses %s with 400 on field %s, storing nothing', async (_case, fields, field, message) => {
    const answer = await post(fields, [await photo()]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await rows()).toEqual([]);
    expect(photoFiles()).toEqual([]);
  });

  it('refuses a date after today, and takes today', async () => {
    const future = await post({ date: dayFromToday(1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'date', message: 'date cannot be in the future' });
    expect((await post({ date: today() })).statusCode).toBe(201);
  });

  it(`refuses more than ${MAX_UPDATE_IMAGES} photos and a file that is not an image`, async () => {
    const many = await post({}, await Promise.all(Array.from({ length: 5 }, photo)));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ field: 'images' });
    const svg = await post({}, [{ data: SVG, filename: 'x.svg', type: 'image/svg+xml' }]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ field: 'images', message: UPLOAD_MESSAGES.jpegPngGifWebp });
    expect(await rows()).toEqual([]);
    expect(photoFiles()).toEqual([]);
  });

  it('answers 404 for a project that does not exist, keeping no photo', async () => {
    const answer = await t.admin({
      method: 'POST',
      url: '/api/v1/projects/no-such-project/updates',
      payload: form(TEXTS, { images: await photo() }),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Project not found' });
    expect(photoFiles()).toEqual([]);
  });
});

describe('GET /api/v1/projects/{projectId}/updates', () => {
  it('answers everyone the updates newest first, in both languages, without the mail flag', async () => {
    await post({ text: 'Survey done', textUr: 'سروے مکمل ہوا', date: '2025-01-10' });
    await post({
      text: 'Wells dug',
      textUr: 'کنویں کھودے گئے',
      date: '2025-03-01',
      spent: '90000',
    });
    // Posted last, dated like the first: the later post of one day comes first.
    await post({
      text: 'Pumps ordered',
      textUr: 'پمپ منگوائے گئے',
      date: '2025-01-10',
      notify: 'true',
    });

    const answer = await t.inject({ url: URL });
    expect(answer.statusCode).toBe(200);
    const updates = answer.json<Record<string, unknown>[]>();
    expect(updates.map(({ text, textUr, date, spent }) => [date, text, textUr, spent])).toEqual([
      ['2025-03-01', 'Wells dug', 'کنویں کھودے گئے', 90_000],
      ['2025-01-10', 'Pumps ordered', 'پمپ منگوائے گئے', null],
      ['2025-01-10', 'Survey done', 'سروے مکمل ہوا', null],
    ]);
    expect(updates.every((update) => !('notify' in update))).toBe(true);
  });

  it('answers [] for a project without updates and 404 for one that does not exist', async () => {
    expect(await list()).toEqual([]);
    const missing = await t.inject({ url: '/api/v1/projects/no-such-project/updates' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Project not found' });
  });

  it('shows a new update at once, though the list is cached', async () => {
    expect(await list()).toEqual([]);
    await post();
    expect((await list()).map((update) => update.text)).toEqual(['Four wells dug']);
  });
});

describe('PATCH /api/v1/projects/{projectId}/updates/{id}', () => {
  it('changes the fields sent, clears the amount sent empty, and records before and after', async () => {
    const { id } = (await post({ spent: '1200', date: '2025-03-05' })).json<ProjectUpdateRecord>();
    const answer = await patch(id, form({ textUr: 'پانچ کنویں کھودے گئے', spent: '' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      text: 'Four wells dug',
      textUr: 'پانچ کنویں کھودے گئے',
      date: '2025-03-05',
      spent: null,
    });
    expect(await list()).toEqual([expect.objectContaining({ textUr: 'پانچ کنویں کھودے گئے' })]);
    const change = await t.lastChange();
    expect(change).toMatchObject({
      resource: 'projectUpdate',
      resourceId: String(id),
      action: 'edit',
    });
    expect(JSON.parse(change.before!)).toMatchObject({ textUr: TEXTS.textUr, spent: 1200 });
    expect(JSON.parse(change.after!)).toMatchObject({
      textUr: 'پانچ کنویں کھودے گئے',
      spent: null,
    });
  });

  it('keeps the photos named and adds the new ones after them; the others stay for its versions', async () => {
    const created = (await post({}, [await photo(), await photo()])).json<ProjectUpdateRecord>();
    const [first, second] = created.images;
    const answer = await patch(
      created.id,
      form(
        { keepImages: second },
        { images: { data: await makePng(30, 10), filename: 'new.png' } },
      ),
    );
    expect(answer.statusCode).toBe(200);
    const { images } = answer.json<ProjectUpdateRecord>();
    expect(images).toEqual([second, expect.stringMatching(/-30x10\.webp$/)]);
    // The photo dropped is the update's no more, but its first version names it (server/versions).
    expect(photoFiles()).toEqual(filesOf([first!, ...images]));
    expect((await t.inject({ url: first! })).statusCode).toBe(200);

    // Sent empty: none kept. Not sent: all kept.
    const none = await patch(created.id, form({ keepImages: '' }));
    expect(none.json()).toMatchObject({ images: [] });
    expect(photoFiles()).toEqual(filesOf([first!, ...images]));
    const textOnly = await patch(created.id, form({ text: 'Done' }, { images: await photo() }));
    expect(textOnly.json<ProjectUpdateRecord>().images).toHaveLength(1);
  });

  it.each([
    [{ text: '' }, 'text', 'text is required'],
    [{ date: dayFromToday(1) }, 'date', 'date cannot be in the future'],
    [{ spent: '-5' }, 'spent', 'spent must be at least 1'],
    [
      { keepImages: '/user/upload/ProjectUpdates/other-10x10.webp' },
      'keepImages',
      'keepImages names a photo this update does not have',
    ],
  ])('refuses %j with 400 on field %s, changing nothing', async (fields, field, message) => {
    const { id } = (await post({}, [await photo()])).json<ProjectUpdateRecord>();
    const before = { rows: await rows(), files: photoFiles() };
    const answer = await patch(id, form(fields, { images: await photo() }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect({ rows: await rows(), files: photoFiles() }).toEqual(before);
  });

  it(`refuses to take an update past ${MAX_UPDATE_IMAGES} photos`, async () => {
    const { id } = (
      await post({}, await Promise.all(Array.from({ length: 3 }, photo)))
    ).json<ProjectUpdateRecord>();
    const before = photoFiles();
    const answer = await patch(id, form({}, { images: [await photo(), await photo()] }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      field: 'images',
      message: 'An update has at most 4 photos',
    });
    expect(photoFiles()).toEqual(before);
  });

  it('answers 404 for an update of another project or none, 403 to Accounts, 401 without a token', async () => {
    const { id } = (await post()).json<ProjectUpdateRecord>();
    await createProject(t, { projectId: 'school-books' });
    const other = await t.admin({
      method: 'PATCH',
      url: `/api/v1/projects/school-books/updates/${id}`,
      payload: form({ text: 'Moved' }),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Project update not found' });
    expect((await patch(id + 1, form({ text: 'x' }))).statusCode).toBe(404);
    const accounts = await t.member('accounts');
    expect((await patch(id, form({ text: 'x' }), accounts.auth)).statusCode).toBe(403);
    expect((await patch(id, form({ text: 'x' }), {})).statusCode).toBe(401);
    const editor = await t.member('editor');
    expect((await patch(id, form({ text: 'By the editor' }), editor.auth)).statusCode).toBe(200);
    expect((await list()).map((update) => update.text)).toEqual(['By the editor']);
  });
});

describe('DELETE /api/v1/projects/{projectId}/updates/{id}', () => {
  it('deletes the update and its photos, recorded in the audit trail', async () => {
    const { id, images } = (await post({}, [await photo()])).json<ProjectUpdateRecord>();
    const accounts = await t.member('accounts');
    const remove = (headers: Record<string, string>) =>
      t.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
    expect((await remove(accounts.auth)).statusCode).toBe(403);
    expect((await remove({})).statusCode).toBe(401);
    expect(await list()).toHaveLength(1);

    expect((await remove((await t.member('editor')).auth)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect(photoFiles()).not.toEqual([]);
    await t.purgeBin();
    expect(photoFiles()).toEqual([]);
    expect((await t.inject({ url: images[0]! })).statusCode).toBe(404);
    expect(await t.lastChange()).toMatchObject({
      resource: 'projectUpdate',
      resourceId: String(id),
      action: 'delete',
      summary: 'clean-water: Four wells dug',
    });
    expect((await remove(t.auth)).statusCode).toBe(404);
  });
});

describe('deleting the project', () => {
  it('deletes its updates and their photos', async () => {
    await post({}, [await photo()]);
    await post({ text: 'Second' }, [await photo(), await photo()]);
    expect(photoFiles()).not.toEqual([]);
    expect((await t.remove('/api/v1/projects/clean-water')).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect(await t.app.db.selectFrom('projectUpdateImages').selectAll().execute()).toEqual([]);
    await t.purgeBin();
    expect(photoFiles()).toEqual([]);
  });
});

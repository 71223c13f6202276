import { UPLOAD_MESSAGES, type UploadKind } from '@contract/uploads';
import { sql } from 'kysely';
import { useTestApp } from '../test/testApp';
import { SVG, TEXT, form, makeGif, makeJpeg, makePng, makeWebp, overLimit } from '../test/fixtures';
import { storedFilesOf } from '../media';

/*
 * PATCH of every record that owns an image (gallery images, partners, highlights, news logos,
 * news, projects):
 * only the fields sent change, a new image replaces the old file, and a refused edit leaves the
 * row and its file as they were.
 */

const t = useTestApp();

type Body = Record<string, unknown>;

/** The files one stored image is on disk: itself and its copies (a project's preview JPEG). */
const filesFor = (kind: UploadKind, image: string | undefined) =>
  storedFilesOf(kind, image ?? '').sort();
type Stored = { text: string; image: string };

type Case = {
  kind: UploadKind;
  /** Adds one record through its POST route and answers its path key (id or projectId). */
  create(): Promise<string>;
  url(key: string): string;
  /** A text field the edit changes, and the answer's field holding the image. */
  field: string;
  imageField: string;
  /** The stored row: the text field and the image file name. */
  stored(key: string): Promise<Stored | undefined>;
  /** A text's Urdu, as the form sends it and the row stores it. */
  urdu: string;
  /** A real image this kind refuses, with its message, when there is one. */
  refused?: { make: () => Promise<Buffer>; message: string };
};

async function created(url: string, fields: Record<string, string>, kind: string) {
  const answer = await t.admin({
    method: 'POST',
    url,
    payload: form(fields, { image: { data: await makePng(), filename: `${kind}.png` } }),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<Body>();
}

/** The tables of the records that own an image. */
type ImageTable = 'galleryImages' | 'partners' | 'highlights' | 'newsLogos' | 'news' | 'projects';

/** Where a kind's records live: its path under /api/v1, its table and its text field. */
type Place = Pick<Case, 'kind' | 'create' | 'field' | 'refused'> & {
  path: string;
  table: ImageTable;
  /** The answer's field holding the image, when not `image`. */
  imageField?: string;
  /** Projects are reached by their projectId, the others by their id. */
  byProjectId?: boolean;
};

/** A case from where its records live; a text's Urdu is its field's name and "Ur". */
function imageCase({
  path,
  table,
  imageField = 'image',
  byProjectId = false,
  ...rest
}: Place): Case {
  return {
    ...rest,
    url: (key) => `/api/v1/${path}/${key}`,
    urdu: `${rest.field}Ur`,
    imageField,
    stored: (key) =>
      t.app.db
        .selectFrom(table)
        .select([sql<string>`${sql.ref(rest.field)}`.as('text'), 'image'])
        .where(sql.ref(byProjectId ? 'projectId' : 'id'), '=', byProjectId ? key : Number(key))
        .executeTakeFirst(),
  };
}

const CASES: Record<string, Case> = {
  'gallery image': imageCase({
    kind: 'gallery',
    path: 'images',
    table: 'galleryImages',
    field: 'name',
    create: async () => {
      const answer = await t.admin({
        method: 'POST',
        url: '/api/v1/images',
        payload: form({}, { image: { data: await makePng(), filename: 'g.png' } }),
      });
      expect(answer.statusCode).toBe(201);
      return String(answer.json<Body[]>()[0]?.id);
    },
  }),
  partner: imageCase({
    kind: 'partner',
    path: 'partners',
    table: 'partners',
    field: 'name',
    imageField: 'logo',
    create: async () => String((await created('/api/v1/partners', { name: 'Helpers' }, 'p')).id),
  }),
  highlight: imageCase({
    kind: 'highlight',
    path: 'highlights',
    table: 'highlights',
    field: 'heading',
    create: async () =>
      String(
        (await created('/api/v1/highlights', { heading: 'Meals', subHeading: 'Served' }, 'h')).id,
      ),
    refused: { make: () => makeWebp(), message: UPLOAD_MESSAGES.jpegPngGif },
  }),
  newsLogo: imageCase({
    kind: 'newsLogo',
    path: 'news/logos',
    table: 'newsLogos',
    field: 'name',
    create: async () => String((await created('/api/v1/news/logos', { name: 'Daily' }, 'l')).id),
  }),
  news: imageCase({
    kind: 'news',
    path: 'news',
    table: 'news',
    field: 'heading',
    create: async () => {
      const logo = await created('/api/v1/news/logos', { name: 'Daily' }, 'l');
      const fields = { heading: 'Story', logo: String(logo.id), link: 'https://example.org/s' };
      return String((await created('/api/v1/news', fields, 'n')).id);
    },
  }),
  project: imageCase({
    kind: 'project',
    path: 'projects',
    table: 'projects',
    field: 'title',
    byProjectId: true,
    create: async () => {
      const fields = {
        projectId: 'clean-water',
        title: 'Clean water',
        projectDetails: 'Wells for villages',
        goal: '100000',
        link: 'https://example.org/donate',
      };
      return String((await created('/api/v1/projects', fields, 'w')).projectId);
    },
  }),
};

const fileName = (value: unknown) => String(value).split('/').pop() ?? '';

const patch = (url: string, payload: FormData, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'PATCH', url, payload, headers });

describe.each(Object.entries(CASES))('PATCH of a %s', (_label, c) => {
  it('changes only the text sent and keeps the image', async () => {
    const key = await c.create();
    const before = await c.stored(key);
    const answer = await patch(c.url(key), form({ [c.field]: '  Renamed  ' }));
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Body>();
    expect(body[c.field]).toBe('Renamed');
    expect(fileName(body[c.imageField])).toBe(before?.image);
    expect(await c.stored(key)).toEqual({ text: 'Renamed', image: before?.image });
    expect(t.filesOf(c.kind)).toEqual(filesFor(c.kind, before?.image));
  });

  it('records a change of the Urdu alone in the audit trail, with the row before and after', async () => {
    const key = await c.create();
    const answer = await patch(c.url(key), form({ [c.urdu]: ' اردو متن ' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Body>()[c.urdu]).toBe('اردو متن');
    const audit = await t.lastChange();
    expect(audit.action).toBe('edit');
    expect(JSON.parse(audit.before ?? 'null')).toMatchObject({ [c.urdu]: null });
    expect(JSON.parse(audit.after ?? 'null')).toMatchObject({ [c.urdu]: 'اردو متن' });
  });

  it('replaces the image: the new file is served, the old one kept for the earlier version', async () => {
    const key = await c.create();
    const before = await c.stored(key);
    const answer = await patch(
      c.url(key),
      form({}, { image: { data: await makeGif(), filename: 'new.gif', type: 'image/gif' } }),
    );
    expect(answer.statusCode).toBe(200);
    const image = fileName(answer.json<Body>()[c.imageField]);
    expect(image).toMatch(/^[0-9a-f-]{36}-10x10\.webp$/);
    expect(await c.stored(key)).toEqual({ text: before?.text, image });
    expect(t.filesOf(c.kind)).toEqual(
      [...filesFor(c.kind, image), ...filesFor(c.kind, before?.image)].sort(),
    );
  });

  it('answers 400 naming an empty text field, and changes nothing', async () => {
    const key = await c.create();
    const before = await c.stored(key);
    const answer = await patch(
      c.url(key),
      form({ [c.field]: '   ' }, { image: { data: await makeJpeg() } }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: `${c.field} is required`, field: c.field });
    expect(await c.stored(key)).toEqual(before);
    expect(t.filesOf(c.kind)).toEqual(filesFor(c.kind, before?.image));
  });

  it.each([
    ['a text file named .png (415)', 415, () => Promise.resolve(TEXT)],
    ['an SVG (415)', 415, () => Promise.resolve(SVG)],
    ['a file over 1 MB (413)', 413, () => Promise.resolve(overLimit())],
  ])('refuses %s and keeps the row and the old file', async (_what, status, make) => {
    const key = await c.create();
    const before = await c.stored(key);
    const answer = await patch(
      c.url(key),
      form({ [c.field]: 'Changed' }, { image: { data: await make(), filename: 'x.png' } }),
    );
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ statusCode: status });
    expect(await c.stored(key)).toEqual(before);
    expect(t.filesOf(c.kind)).toEqual(filesFor(c.kind, before?.image));
  });

  if (c.refused) {
    const { make, message } = c.refused;
    it('checks the new image by the rule of its kind', async () => {
      const key = await c.create();
      const before = await c.stored(key);
      const answer = await patch(c.url(key), form({}, { image: { data: await make() } }));
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toMatchObject({ message, field: 'image' });
      expect(t.filesOf(c.kind)).toEqual(filesFor(c.kind, before?.image));
    });
  }

  it('answers 404 for an unknown record and stores no file', async () => {
    const key = await c.create();
    const stored = t.filesOf(c.kind);
    const unknown = c.url(key).replace(/[^/]+$/, c.kind === 'project' ? 'no-such-project' : '999');
    const answer = await patch(unknown, form({}, { image: { data: await makePng() } }));
    expect(answer.statusCode).toBe(404);
    expect(t.filesOf(c.kind)).toEqual(stored);
  });

  it('answers 401 without a token or with a bad one, and changes nothing', async () => {
    const key = await c.create();
    const before = await c.stored(key);
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of refused) {
      const answer = await patch(c.url(key), form({ [c.field]: 'Changed' }), headers);
      expect(answer.statusCode).toBe(401);
    }
    expect(await c.stored(key)).toEqual(before);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const key = await c.create();
    const answer = await t.admin({
      method: 'PATCH',
      url: c.url(key),
      payload: { [c.field]: 'Changed' },
    });
    expect(answer.statusCode).toBe(415);
  });
});

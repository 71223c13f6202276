import { BIN_DAYS, BIN_KINDS, type BinEntry, type BinKind } from '@contract/admin';
import { samplePdf } from '../seed/samplePdf';
import { form, makeJpeg, makePng } from '../test/fixtures';
import { createNewsItem, createNewsLogo } from '../test/news';
import { createProject } from '../test/projects';
import { ADMIN, useTestApp } from '../test/testApp';

/*
 * The bin (issue 31 point 2): a delete of any content item puts it in the bin, out of every
 * public answer; a restore brings it back with its id, its place in its list and its files.
 */

const t = useTestApp();

type Item = { id: number } & Record<string, unknown>;
type Case = {
  kind: BinKind;
  /** Adds the n-th item of its list. */
  add(n: number): Promise<unknown>;
  /** The public list the item shows in (its answer, compared whole). */
  list: string;
  /** The items of the list's answer. */
  items(body: unknown): Item[];
  /** Its DELETE path. */
  url(item: Item): string;
  /** The URLs of its files, as its answer gives them. */
  files(item: Item): string[];
  /** The bin's data of the item: its public answer unless told otherwise. */
  data?(item: Item): object;
};

const plain = (body: unknown) => body as Item[];
const paged = (body: unknown) => (body as { data: Item[] }).data;
const image = (field: string) => (item: Item) => [item[field] as string];
const jpeg = async () => ({ image: { data: await makeJpeg(), filename: 'photo.jpg' } });
const admin = (method: 'POST' | 'DELETE', url: string, payload?: FormData | object) =>
  t.admin({ method, url, ...(payload ? { payload } : {}) });

const CASES: Case[] = [
  {
    kind: 'partners',
    add: async (n) =>
      admin('POST', '/api/v1/partners', form({ name: `Partner ${n}` }, await jpeg())),
    list: '/api/v1/partners',
    items: plain,
    url: (item) => `/api/v1/partners/${item.id}`,
    files: image('logo'),
  },
  {
    kind: 'highlights',
    add: async (n) =>
      admin(
        'POST',
        '/api/v1/highlights',
        form({ heading: `Highlight ${n}`, subHeading: 'sub' }, await jpeg()),
      ),
    list: '/api/v1/highlights',
    items: plain,
    url: (item) => `/api/v1/highlights/${item.id}`,
    files: image('image'),
  },
  {
    kind: 'images',
    add: async () =>
      admin('POST', '/api/v1/images', form({}, { image: { data: await makePng() } })),
    list: '/api/v1/images',
    items: plain,
    url: (item) => `/api/v1/images/${item.id}`,
    files: image('image'),
  },
  {
    kind: 'news-logos',
    add: (n) => createNewsLogo(t, `Logo ${n}`),
    list: '/api/v1/news/logos',
    items: plain,
    url: (item) => `/api/v1/news/logos/${item.id}`,
    files: image('image'),
  },
  {
    kind: 'news',
    async add(n) {
      const logo = (await createNewsLogo(t, `Source ${n}`)).json<Item>();
      return createNewsItem(t, logo.id, { heading: `News ${n}` });
    },
    list: '/api/v1/news?limit=100',
    items: paged,
    url: (item) => `/api/v1/news/${item.id}`,
    files: image('image'),
  },
  {
    kind: 'testimonials',
    add: (n) =>
      admin('POST', '/api/v1/testimonials', { name: `Voice ${n}`, video: 'https://youtu.be/x' }),
    list: '/api/v1/testimonials?limit=100',
    items: paged,
    url: (item) => `/api/v1/testimonials/${item.id}`,
    files: () => [],
  },
  {
    kind: 'documents',
    add: (n) =>
      admin(
        'POST',
        '/api/v1/documents',
        form(
          { year: `202${n}-2${n + 1}`, title: `Report ${n}`, kind: 'annualReport' },
          {
            file: { data: samplePdf([`Report ${n}`]), type: 'application/pdf', filename: 'r.pdf' },
          },
        ),
      ),
    list: '/api/v1/documents',
    items: plain,
    url: (item) => `/api/v1/documents/${item.id}`,
    files: image('url'),
  },
  {
    kind: 'projects',
    add: (n) => createProject(t, { projectId: `project-${n}`, title: `Project ${n}` }),
    list: '/api/v1/projects?limit=100',
    items: paged,
    url: (item) => `/api/v1/projects/${item.projectId as string}`,
    files: (item) => [`/user/upload/ProjectPhoto/${item.image as string}`],
    // The bin gives every image as its URL.
    data: (item) => ({ ...item, image: `/user/upload/ProjectPhoto/${item.image as string}` }),
  },
  {
    kind: 'project-updates',
    async add(n) {
      if (n === 1) await createProject(t);
      return admin(
        'POST',
        '/api/v1/projects/clean-water/updates',
        form(
          { text: `Update ${n}`, textUr: `اپڈیٹ ${n}`, date: `2025-0${n}-01` },
          { images: [{ data: await makeJpeg(), filename: 'a.jpg' }] },
        ),
      );
    },
    list: '/api/v1/projects/clean-water/updates',
    items: plain,
    url: (item) => `/api/v1/projects/clean-water/updates/${item.id}`,
    files: (item) => item.images as string[],
    // As those who edit read it: with whether donors were told.
    data: (item) => ({ ...item, notify: false }),
  },
];

const bin = async () => (await t.admin({ url: '/api/v1/bin' })).json<BinEntry[]>();
const restore = (id: number, headers = t.auth) =>
  t.inject({ method: 'POST', url: `/api/v1/bin/${id}/restore`, headers });
const status = async (url: string) => (await t.inject({ url })).statusCode;

it('covers every kind of item the bin takes', () => {
  expect(CASES.map(({ kind }) => kind).sort()).toEqual([...BIN_KINDS].sort());
});

describe.each(CASES)('deleting and restoring $kind', (kase) => {
  it('puts it in the bin, out of the public list, and brings it back as it was', async () => {
    for (const n of [1, 2, 3])
      expect(((await kase.add(n)) as { statusCode: number }).statusCode).toBe(201);
    const before = (await t.inject({ url: kase.list })).json<unknown>();
    const items = kase.items(before);
    expect(items).toHaveLength(3);
    const item = items[1]!;
    const files = kase.files(item);
    for (const file of files) expect(await status(file)).toBe(200);

    const start = Date.now();
    expect((await t.admin({ method: 'DELETE', url: kase.url(item) })).statusCode).toBe(204);
    const after = kase.items((await t.inject({ url: kase.list })).json());
    expect(after.map(({ id }) => id)).toEqual(
      items.filter(({ id }) => id !== item.id).map(({ id }) => id),
    );

    const [entry, ...others] = await bin();
    expect(others).toEqual([]);
    expect(entry).toEqual({
      id: expect.any(Number),
      kind: kase.kind,
      itemId: String(item.id),
      summary: expect.any(String),
      deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      deletedBy: ADMIN.email,
      purgeAt: expect.any(String),
      data: kase.data?.(item) ?? item,
    });
    const deletedAt = Date.parse(entry!.deletedAt);
    expect(deletedAt).toBeGreaterThanOrEqual(start - 1000);
    expect(Date.parse(entry!.purgeAt) - deletedAt).toBe(BIN_DAYS * 24 * 60 * 60 * 1000);
    expect((await t.lastChange()).action).toBe('delete');
    // Its files still open while it is in the bin.
    for (const file of files) expect(await status(file)).toBe(200);

    const restored = await restore(entry!.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ kind: kase.kind, itemId: String(item.id) });
    // The whole list as it was: the same id, the same place, the same files.
    expect((await t.inject({ url: kase.list })).json()).toEqual(before);
    for (const file of files) expect(await status(file)).toBe(200);
    expect(await bin()).toEqual([]);
    expect(await t.lastChange()).toMatchObject({
      action: 'restore',
      adminEmail: ADMIN.email,
      summary: entry!.summary,
    });
    expect((await restore(entry!.id)).statusCode).toBe(404);
    // Nothing is left for the purge; the files stay with the item.
    expect(await t.purgeBin()).toBe(0);
    for (const file of files) expect(await status(file)).toBe(200);
  });
});

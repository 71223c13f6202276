import { financialYearOf, receiptNumberOf } from '@contract/gifts';
import { SETTING_NAMES, SETTING_SCHEMAS, type SettingName } from '@contract/settings';
import { imageSetOf, storedImageFiles } from '@contract/uploads';
import { Value } from '@sinclair/typebox/value';
import sharp from 'sharp';
import { useTestApp } from '../test/testApp';
import { demoContent } from './content';
import { defaultSettings } from './defaults';
import { demoDocuments } from './documents';
import { seedDemo } from './seed';

type Entry = { name: string; content: { image?: string } };

describe('the demo seed', () => {
  // Rendering and re-encoding some forty pictures takes seconds on a busy two-core machine.
  const t = useTestApp({ seedDemo: true }, { scope: 'all', timeout: 60_000 });

  it('fills every list with the demo content', async () => {
    expect(t.prepared.seed).toBe('demo');
    const count = async (url: string) => (await t.inject({ url })).json<unknown[]>().length;
    expect(await count('/api/v1/images')).toBe(demoContent.gallery.length);
    expect(await count('/api/v1/highlights')).toBe(demoContent.highlights.length);
    expect(await count('/api/v1/partners')).toBe(demoContent.partners.length);
    expect(await count('/api/v1/news/logos')).toBe(demoContent.newsLogos.length);
    const total = async (url: string) =>
      (await t.inject({ url })).json<{ metadata: { total: number } }>().metadata.total;
    expect(await total('/api/v1/news')).toBe(demoContent.news.length);
    expect(await total('/api/v1/testimonials')).toBe(demoContent.testimonials.length);
    expect(await total('/api/v1/projects?status=active')).toBe(
      demoContent.projects.filter((project) => project.status === 'active').length,
    );
    expect(await total('/api/v1/projects?status=completed')).toBe(
      demoContent.projects.filter((project) => project.status === 'completed').length,
    );
  });

  it('has a sample PDF document in both languages, served as a download', async () => {
    const list = (await t.inject({ url: '/api/v1/documents' })).json<
      { title: string; titleUr: string; url: string }[]
    >();
    expect(list).toEqual([
      expect.objectContaining({
        title: demoDocuments[0]?.title,
        titleUr: 'سالانہ رپورٹ 2024-25',
      }),
    ]);
    const file = await t.inject({ url: list[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="annual-report-2024-25.pdf"',
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stores every picture through the upload pipeline and serves it', async () => {
    const settings = (await t.inject({ url: '/api/v1/settings' })).json<Entry[]>();
    const logo = settings.find((entry) => entry.name === 'logo')?.content.image ?? '';
    const banner = settings.find((entry) => entry.name === 'banner')?.content.image ?? '';
    expect(logo).toMatch(/^\/user\/upload\/Logo\/[0-9a-f-]{36}-240x80\.webp$/);
    // 1600 pixels wide: re-encoded down to the widest copy, 1440.
    expect(banner).toMatch(/^\/user\/upload\/Banner\/[0-9a-f-]{36}-1440x540\.webp$/);
    for (const url of [logo, banner]) {
      const answer = await t.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.length).toBeLessThanOrEqual(1024 * 1024);
    }
    const project = (await t.inject({ url: '/api/v1/projects?limit=1' })).json<{
      data: { image: string; raised: number; supportersCount: number }[];
    }>().data[0];
    const photo = await t.inject({ url: `/user/upload/ProjectPhoto/${project?.image}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('stores the narrower WebP copies of every demo picture, and nothing else', async () => {
    const gallery = (await t.inject({ url: '/api/v1/images' })).json<{ image: string }[]>();
    const expected = gallery.flatMap((item) => storedImageFiles(item.image.split('/').pop() ?? ''));
    // The demo photos are 960 pixels wide: each has a 480 pixel copy beside it.
    expect(expected).toHaveLength(demoContent.gallery.length * 2);
    expect(t.filesOf('gallery')).toEqual(expected.sort());
    const settings = (await t.inject({ url: '/api/v1/settings' })).json<Entry[]>();
    const banner = settings.find((entry) => entry.name === 'banner')?.content.image ?? '';
    for (const variant of imageSetOf(banner)?.variants ?? []) {
      const answer = await t.inject({ url: variant.url });
      const { format, width, height } = await sharp(answer.rawPayload).metadata();
      expect({ format, width, height }).toEqual({
        format: 'webp',
        width: variant.width,
        height: variant.height,
      });
    }
    expect(imageSetOf(banner)?.variants.map((variant) => variant.width)).toEqual([480, 960, 1440]);
  });

  it('computes the demo projects money from their donations', async () => {
    const first = demoContent.projects.find((project) => project.status === 'active');
    const answer = await t.inject({ url: `/api/v1/projects/${first?.projectId}` });
    // The gift a donor told of and no admin confirmed yet counts nowhere.
    const confirmed = first?.donations.filter((gift) => gift.status !== 'pending') ?? [];
    expect(confirmed.length).toBeLessThan(first?.donations.length ?? 0);
    const raised = confirmed.reduce((sum, gift) => sum + gift.amount, 0);
    expect(answer.json()).toMatchObject({ raised, supportersCount: confirmed.length });
  });

  it('gives every confirmed demo gift a receipt number, by date within each financial year', async () => {
    const gifts = await t.app.db
      .selectFrom('donations')
      .select(['date', 'status', 'receiptNumber'])
      .where('status', '=', 'confirmed')
      .orderBy('date')
      .orderBy('id')
      .execute();
    expect(gifts.length).toBeGreaterThan(0);
    const places = new Map<string, number>();
    for (const { date, receiptNumber } of gifts) {
      const year = financialYearOf(date);
      const place = (places.get(year) ?? 0) + 1;
      places.set(year, place);
      expect(receiptNumber).toBe(receiptNumberOf(year, place));
    }
  });

  it('does nothing on a database that already has settings', async () => {
    const before = t.filesOf('gallery');
    expect(await seedDemo(t.app.db, t.app.uploads)).toBe(false);
    expect(t.filesOf('gallery')).toEqual(before);
  });
});

describe('without the demo (SEED_DEMO=0)', () => {
  const t = useTestApp({ seedDemo: false }, { scope: 'all' });

  it('writes the default settings and no content', async () => {
    expect(t.prepared.seed).toBe('defaults');
    const list = (await t.inject({ url: '/api/v1/settings' })).json<Entry[]>();
    expect(list.map((entry) => entry.name)).toEqual(SETTING_NAMES);
    expect((await t.inject({ url: '/api/v1/images' })).json()).toEqual([]);
    expect(t.filesOf('gallery')).toEqual([]);
  });
});

describe('defaultSettings', () => {
  it.each(defaultSettings().map((entry) => [entry.name, entry.content] as const))(
    '%s fits its contract schema',
    (name, content) => {
      expect([...Value.Errors(SETTING_SCHEMAS[name as SettingName], content)]).toEqual([]);
    },
  );

  it('shows every section, uses the green theme and leaves texts empty', () => {
    const byName = Object.fromEntries(
      defaultSettings().map((entry) => [entry.name, entry.content]),
    );
    expect(byName.theme).toEqual({ color: 'green' });
    expect(byName.gallery).toEqual({ show: true });
    expect(byName['projects-donations']).toEqual({ show: true });
    expect(byName.hero).toMatchObject({ show: true, en: { heading: '' } });
    expect(byName.logo).toEqual({ image: '' });
  });
});

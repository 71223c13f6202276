import type { AuditEntry, Version, VersionKind } from '@contract/admin';
import { samplePdf } from '../seed/samplePdf';
import { form, makeJpeg, makePng, makeWebp } from '../test/fixtures';
import { createNewsItem, createNewsLogo } from '../test/news';
import { createProject } from '../test/projects';
import { ADMIN, useTestApp } from '../test/testApp';

/*
 * Every save of a content item or settings entry keeps a version (issue 31): GET /versions answers
 * them newest first, with who, when and the item as it was in both languages, and the audit trail
 * names the version each change made.
 */

const t = useTestApp();

async function versionsOf(kind: VersionKind, id: string | number): Promise<Version[]> {
  const answer = await t.admin({ url: `/api/v1/versions?kind=${kind}&id=${id}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<Version[]>();
}

type Json = Record<string, unknown>;
const ok = <T = Json>(answer: { statusCode: number; json: () => unknown }, status = 200): T => {
  expect(answer.statusCode).toBe(status);
  return answer.json() as T;
};
const patch = (url: string, payload: FormData | Json) =>
  t.admin({ method: 'PATCH', url: `/api/v1/${url}`, payload });
const post = (url: string, payload: FormData | Json) =>
  t.admin({ method: 'POST', url: `/api/v1/${url}`, payload });

type Case = {
  kind: VersionKind;
  /** Creates the item; answers its id as versions name it. */
  create(): Promise<string>;
  /** Edits its Urdu text (or its entry) to `ur`. */
  edit(id: string, ur: string): Promise<void>;
  /** The fields each version's data has, as created and as edited. */
  created: Json;
  edited: Json;
};

const CASES: Case[] = [
  {
    kind: 'partners',
    create: async () =>
      String(
        ok<{ id: number }>(
          await post(
            'partners',
            form({ name: 'Aid', nameUr: 'امداد' }, { image: { data: await makeWebp() } }),
          ),
          201,
        ).id,
      ),
    edit: async (id, ur) => void ok(await patch(`partners/${id}`, form({ nameUr: ur }))),
    created: {
      name: 'Aid',
      nameUr: 'امداد',
      logo: expect.stringMatching(/^\/user\/upload\/Partners\//),
    },
    edited: { name: 'Aid', nameUr: 'مدد' },
  },
  {
    kind: 'highlights',
    create: async () =>
      String(
        ok<{ id: number }>(
          await post(
            'highlights',
            form(
              {
                heading: 'Wells',
                headingUr: 'کنویں',
                subHeading: '12 villages',
                subHeadingUr: '12 گاؤں',
              },
              { image: { data: await makePng() } },
            ),
          ),
          201,
        ).id,
      ),
    edit: async (id, ur) => void ok(await patch(`highlights/${id}`, form({ headingUr: ur }))),
    created: {
      heading: 'Wells',
      headingUr: 'کنویں',
      subHeading: '12 villages',
      subHeadingUr: '12 گاؤں',
    },
    edited: { heading: 'Wells', headingUr: 'مدد' },
  },
  {
    kind: 'images',
    create: async () =>
      String(
        ok<{ id: number }[]>(
          await post(
            'images',
            form({}, { image: { data: await makePng(), filename: 'school.png' } }),
          ),
          201,
        )[0]!.id,
      ),
    edit: async (id, ur) => void ok(await patch(`images/${id}`, form({ nameUr: ur }))),
    created: {
      name: 'school.png',
      nameUr: null,
      image: expect.stringMatching(/^\/user\/upload\//),
    },
    edited: { name: 'school.png', nameUr: 'مدد' },
  },
  {
    kind: 'news-logos',
    create: async () => String(ok<{ id: number }>(await createNewsLogo(t, 'BBC'), 201).id),
    edit: async (id, ur) => void ok(await patch(`news/logos/${id}`, form({ nameUr: ur }))),
    created: { name: 'BBC', nameUr: null },
    edited: { name: 'BBC', nameUr: 'مدد' },
  },
  {
    kind: 'news',
    create: async () => {
      const logo = ok<{ id: number }>(await createNewsLogo(t, 'Dawn'), 201);
      return String(
        ok<{ id: number }>(await createNewsItem(t, logo.id, { headingUr: 'راشن' }), 201).id,
      );
    },
    edit: async (id, ur) => void ok(await patch(`news/${id}`, form({ headingUr: ur }))),
    created: {
      heading: 'Ration kits',
      headingUr: 'راشن',
      link: 'https://example.org/a',
      logoId: expect.any(Number),
    },
    edited: { heading: 'Ration kits', headingUr: 'مدد' },
  },
  {
    kind: 'testimonials',
    create: async () =>
      String(
        ok<{ id: number }>(
          await post('testimonials', { name: 'Asha', nameUr: 'آشا', video: 'https://youtu.be/x' }),
          201,
        ).id,
      ),
    edit: async (id, ur) => void ok(await patch(`testimonials/${id}`, { nameUr: ur })),
    created: { name: 'Asha', nameUr: 'آشا', video: 'https://youtu.be/x' },
    edited: { name: 'Asha', nameUr: 'مدد' },
  },
  {
    kind: 'projects',
    create: async () =>
      String(ok<{ id: number }>(await createProject(t, { titleUr: 'صاف پانی' }), 201).id),
    edit: async (_id, ur) => void ok(await patch('projects/clean-water', form({ titleUr: ur }))),
    created: {
      projectId: 'clean-water',
      title: 'Clean water',
      titleUr: 'صاف پانی',
      projectDetails: 'Wells for twelve villages',
      goal: 100000,
      acceptsZakat: false,
      status: 'active',
    },
    edited: { title: 'Clean water', titleUr: 'مدد' },
  },
  {
    kind: 'project-updates',
    create: async () => {
      ok(await createProject(t, { projectId: 'school' }), 201);
      const created = await post(
        'projects/school/updates',
        form({ text: 'Roof done', textUr: 'چھت مکمل' }, { images: { data: await makeJpeg() } }),
      );
      return String(ok<{ id: number }>(created, 201).id);
    },
    edit: async (id, ur) =>
      void ok(await patch(`projects/school/updates/${id}`, form({ textUr: ur }))),
    created: {
      text: 'Roof done',
      textUr: 'چھت مکمل',
      spent: null,
      images: [expect.stringMatching(/^\/user\/upload\//)],
    },
    edited: { text: 'Roof done', textUr: 'مدد' },
  },
  {
    kind: 'documents',
    create: async () =>
      String(
        ok<{ id: number }>(
          await post(
            'documents',
            form(
              {
                year: '2024-25',
                title: 'Annual report',
                titleUr: 'سالانہ رپورٹ',
                kind: 'annualReport',
              },
              { file: { data: samplePdf(['Report']), filename: 'r.pdf', type: 'application/pdf' } },
            ),
          ),
          201,
        ).id,
      ),
    edit: async (id, ur) => void ok(await patch(`documents/${id}`, { titleUr: ur })),
    created: {
      year: '2024-25',
      title: 'Annual report',
      titleUr: 'سالانہ رپورٹ',
      url: expect.stringMatching(/^\/user\/upload\/Documents\/.+\.pdf$/),
    },
    edited: { title: 'Annual report', titleUr: 'مدد' },
  },
];

const about = (ur: string) => ({
  en: { heading: 'About us', text: 'We dig wells' },
  ur: { heading: ur, text: 'ہم کنویں کھودتے ہیں' },
});
const saveAbout = async (ur: string) =>
  ok(
    await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({ json: JSON.stringify([{ name: 'about', content: about(ur) }]) }),
    }),
  );

describe('GET /versions', () => {
  it.each(CASES.map((item) => [item.kind, item]))(
    '%s: a version on create and on each edit, newest first, with who, when and both languages',
    async (_kind, { kind, create, edit, created, edited }) => {
      const started = new Date().toISOString();
      const id = await create();
      await edit(id, 'مدد');
      const versions = await versionsOf(kind, id);
      expect(versions).toEqual([
        expect.objectContaining({
          kind,
          itemId: id,
          action: 'edit',
          adminEmail: ADMIN.email,
          data: expect.objectContaining(edited),
        }),
        expect.objectContaining({
          kind,
          itemId: id,
          action: 'create',
          adminEmail: ADMIN.email,
          data: expect.objectContaining(created),
        }),
      ]);
      expect(versions[0]!.id).toBeGreaterThan(versions[1]!.id);
      for (const version of versions) expect(version.at >= started).toBe(true);
      // The audit trail names the version each change made, and the version its change.
      const trail = ok<AuditEntry[]>(await t.admin({ url: '/api/v1/audit?limit=2' }));
      expect(trail[0]).toMatchObject({ id: versions[0]!.auditId, versionId: versions[0]!.id });
    },
  );

  it('settings: a version of each entry a save changed, by its name, after the first one', async () => {
    await saveAbout('ہمارے بارے میں');
    await saveAbout('ہمارا تعارف');
    const versions = await versionsOf('settings', 'about');
    expect(versions.map(({ action }) => action)).toEqual(['edit', 'edit', 'upgrade']);
    expect(versions[0]!.data).toEqual({ value: about('ہمارا تعارف') });
    expect(versions[1]!.data).toEqual({ value: about('ہمارے بارے میں') });
    // The default entry as the first start stored it.
    expect(versions[2]).toMatchObject({ auditId: null, adminEmail: 'upgrade' });
    expect(versions[2]!.data).toEqual({
      value: { en: { heading: '', text: '' }, ur: { heading: '', text: '' } },
    });
    // A save that changes nothing makes no version.
    await saveAbout('ہمارا تعارف');
    expect(await versionsOf('settings', 'about')).toHaveLength(3);
  });

  it('each image of a batch upload gets its version; a pin, an order or no change makes none', async () => {
    const uploaded = ok<{ id: number }[]>(
      await post(
        'images',
        form(
          {},
          {
            image: [
              { data: await makePng(), filename: 'a.png' },
              { data: await makePng(), filename: 'b.png' },
            ],
          },
        ),
      ),
      201,
    );
    for (const { id } of uploaded) {
      expect((await versionsOf('images', id)).map(({ action }) => action)).toEqual(['create']);
    }
    const order = await t.admin({
      method: 'PUT',
      url: '/api/v1/images/order',
      payload: { ids: uploaded.map(({ id }) => id).reverse() },
    });
    expect(order.statusCode).toBe(204);
    expect(await versionsOf('images', uploaded[0]!.id)).toHaveLength(1);
    const audit = ok<AuditEntry[]>(await t.admin({ url: '/api/v1/audit?limit=1' }));
    expect(audit[0]).toMatchObject({ action: 'reorder', versionId: null });
  });

  it('answers [] for an item without versions, 400 for an unknown kind or id, 401 without a token', async () => {
    expect(await versionsOf('partners', 999)).toEqual([]);
    const unknown = await t.admin({ url: '/api/v1/versions?kind=donations&id=1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'kind' });
    const badId = await t.admin({ url: '/api/v1/versions?kind=partners&id=abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'id' });
    expect((await t.inject({ url: '/api/v1/versions?kind=partners&id=1' })).statusCode).toBe(401);
    const accounts = await t.member('accounts');
    const refused = await t.inject({
      url: '/api/v1/versions?kind=partners&id=1',
      headers: accounts.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});

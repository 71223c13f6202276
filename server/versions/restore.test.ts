import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AuditEntry, Version, VersionKind } from '@contract/admin';
import { blankTrust } from '@contract/settings';
import { UPLOAD_RULES } from '@contract/uploads';
import { PASSWORD_NEEDED } from '../auth';
import { sweepUploads } from '../media';
import { form, makeJpeg, makePng, makeWebp, PUBLISHED } from '../test/fixtures';
import { createNewsItem, createNewsLogo } from '../test/news';
import { createProject } from '../test/projects';
import { ADMIN, useTestApp } from '../test/testApp';
import { RESTORE_MESSAGES } from './restore';

/*
 * POST /versions/{id}/restore brings a version back in one step: the texts in both languages and
 * the image or file, the item keeping its id and place; the restore is itself a version and a
 * line in the audit trail that names it.
 */

const t = useTestApp();

type Json = Record<string, unknown>;

async function versionsOf(kind: VersionKind, id: string | number): Promise<Version[]> {
  const answer = await t.admin({ url: `/api/v1/versions?kind=${kind}&id=${id}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<Version[]>();
}

const restore = (versionId: number | string, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'POST', url: `/api/v1/versions/${versionId}/restore`, headers });

/** The version of the item its first save made. */
const firstOf = async (kind: VersionKind, id: string | number) =>
  (await versionsOf(kind, id)).at(-1)!;

const lastChange = async () =>
  (await t.admin({ url: '/api/v1/audit?limit=1' })).json<AuditEntry[]>()[0]!;

async function newPartner(name: string): Promise<{ id: number; logo: string; position: number }> {
  const answer = await t.admin({
    method: 'POST',
    url: '/api/v1/partners',
    payload: form({ name, nameUr: `${name} اردو` }, { image: { data: await makeWebp() } }),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json();
}

const partners = async () =>
  (await t.inject({ url: '/api/v1/partners' })).json<
    { id: number; name: string; nameUr: string; logo: string; position: number }[]
  >();

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('POST /versions/{id}/restore', () => {
  it("brings back the texts and the image, keeps the item's id and place, and is itself a version", async () => {
    const first = await newPartner('Aid');
    await newPartner('Relief');
    const edited = await t.admin({
      method: 'PATCH',
      url: `/api/v1/partners/${first.id}`,
      payload: form({ name: 'Aid 2', nameUr: 'مدد' }, { image: { data: await makePng() } }),
    });
    expect(edited.statusCode).toBe(200);
    const newLogo = edited.json<{ logo: string }>().logo;
    // The replaced logo stays stored, and a start's sweep leaves it: the first version names it.
    expect(t.filesOf('partner')).toContain(fileOf(first.logo));
    await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 });
    expect(t.filesOf('partner')).toContain(fileOf(first.logo));
    const placeBefore = (await partners()).find(({ id }) => id === first.id)!.position;

    const created = await firstOf('partners', first.id);
    const answer = await restore(created.id);
    expect(answer.statusCode).toBe(200);
    const made = answer.json<Version>();
    expect(made).toMatchObject({
      kind: 'partners',
      itemId: String(first.id),
      action: 'restore',
      adminEmail: ADMIN.email,
      data: created.data,
    });

    const now = (await partners()).find(({ id }) => id === first.id)!;
    expect(now).toEqual({
      id: first.id,
      name: 'Aid',
      nameUr: 'Aid اردو',
      logo: first.logo,
      position: placeBefore,
      ...PUBLISHED,
    });
    // The old file is served again; the newer one stays for the edit's version.
    expect((await t.inject({ url: first.logo })).statusCode).toBe(200);
    expect((await t.inject({ url: newLogo })).statusCode).toBe(200);

    expect((await versionsOf('partners', first.id)).map(({ id, action }) => [id, action])).toEqual([
      [made.id, 'restore'],
      [expect.any(Number), 'edit'],
      [created.id, 'create'],
    ]);
    expect(await lastChange()).toMatchObject({
      id: made.auditId,
      resource: 'partner',
      resourceId: String(first.id),
      action: 'restore',
      summary: 'Aid',
      versionId: made.id,
      before: expect.objectContaining({ name: 'Aid 2', nameUr: 'مدد' }),
      after: expect.objectContaining({ name: 'Aid', nameUr: 'Aid اردو' }),
    });
  });

  it("brings back a project update's photos and texts, and a project's, keeping its status", async () => {
    expect((await createProject(t, { titleUr: 'صاف پانی' })).statusCode).toBe(201);
    const posted = await t.admin({
      method: 'POST',
      url: '/api/v1/projects/clean-water/updates',
      payload: form(
        { text: 'Roof done', textUr: 'چھت مکمل', spent: '5000' },
        { images: { data: await makeJpeg() } },
      ),
    });
    expect(posted.statusCode).toBe(201);
    const update = posted.json<{ id: number; images: string[] }>();
    const edited = await t.admin({
      method: 'PATCH',
      url: `/api/v1/projects/clean-water/updates/${update.id}`,
      payload: form(
        { textUr: 'نئی چھت', spent: '', keepImages: '' },
        { images: { data: await makeJpeg() } },
      ),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ images: string[] }>().images).not.toEqual(update.images);

    expect((await restore((await firstOf('project-updates', update.id)).id)).statusCode).toBe(200);
    const [now] = (await t.inject({ url: '/api/v1/projects/clean-water/updates' })).json<
      { text: string; textUr: string; spent: number | null; images: string[] }[]
    >();
    expect(now).toMatchObject({
      text: 'Roof done',
      textUr: 'چھت مکمل',
      spent: 5000,
      images: update.images,
    });
    expect((await t.inject({ url: update.images[0]! })).statusCode).toBe(200);

    // A project: its texts come back; its status (its list) stays as it is now.
    const project = (await t.inject({ url: '/api/v1/projects/clean-water' })).json<{
      id: number;
    }>();
    const completed = await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/clean-water',
      payload: form({ titleUr: 'پانی', status: 'completed' }),
    });
    expect(completed.statusCode).toBe(200);
    expect((await restore((await firstOf('projects', project.id)).id)).statusCode).toBe(200);
    expect((await t.inject({ url: '/api/v1/projects/clean-water' })).json()).toMatchObject({
      titleUr: 'صاف پانی',
      status: 'completed',
    });
    expect(await lastChange()).toMatchObject({ resource: 'project', resourceId: 'clean-water' });
  });

  it('restores a settings entry, and the cached settings show it at once', async () => {
    const about = (ur: string) => ({
      en: { heading: 'About', text: 'Wells' },
      ur: { heading: ur, text: 'کنویں' },
    });
    const save = (ur: string) =>
      t.admin({
        method: 'PUT',
        url: '/api/v1/settings',
        payload: form({ json: JSON.stringify([{ name: 'about', content: about(ur) }]) }),
      });
    expect((await save('تعارف')).statusCode).toBe(200);
    const aboutNow = async () =>
      (await t.inject({ url: '/api/v1/settings' }))
        .json<{ name: string; content: unknown }[]>()
        .find(({ name }) => name === 'about')?.content;
    expect(await aboutNow()).toEqual(about('تعارف'));
    const saved = (await versionsOf('settings', 'about'))[0]!;
    expect((await save('ہمارے بارے میں')).statusCode).toBe(200);
    expect(await aboutNow()).toEqual(about('ہمارے بارے میں'));

    const answer = await restore(saved.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'settings', itemId: 'about', action: 'restore' });
    expect(await aboutNow()).toEqual(about('تعارف'));
    expect(await lastChange()).toMatchObject({
      resource: 'settings',
      resourceId: null,
      action: 'restore',
      summary: 'about',
      before: { about: about('ہمارے بارے میں') },
      after: { about: about('تعارف') },
      versionId: answer.json<Version>().id,
    });
  });

  it("restores an Owner's setting only for an Owner, and a changed UPI ID only through the form", async () => {
    const trust = { ...blankTrust(), upiId: 'roshni@sbi', upiPayee: 'Roshni Trust' };
    const saved = await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({
        json: JSON.stringify([{ name: 'trust', content: trust }]),
        password: 'wrong',
      }),
    });
    expect(saved.statusCode).toBe(403);
    const right = await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({
        json: JSON.stringify([{ name: 'trust', content: trust }]),
        password: ADMIN.password,
      }),
    });
    expect(right.statusCode).toBe(200);
    const blank = await firstOf('settings', 'trust');
    expect(blank.action).toBe('upgrade');

    const editor = await t.member('editor');
    const refused = await restore(blank.id, editor.auth);
    expect(refused.statusCode).toBe(403);
    const needsPassword = await restore(blank.id);
    expect(needsPassword.statusCode).toBe(400);
    expect(needsPassword.json()).toMatchObject({ message: PASSWORD_NEEDED, field: 'password' });
    const stored = await t.app.db
      .selectFrom('settings')
      .select('content')
      .where('name', '=', 'trust')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content)).toEqual(trust);
  });

  it('answers 404 for a version or an item no longer there, and changes nothing', async () => {
    const missing = await restore(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: RESTORE_MESSAGES.versionGone });

    const created = await t.admin({
      method: 'POST',
      url: '/api/v1/testimonials',
      payload: { name: 'Asha', video: 'https://youtu.be/x' },
    });
    const { id } = created.json<{ id: number }>();
    const version = await firstOf('testimonials', id);
    expect((await t.remove(`/api/v1/testimonials/${id}`)).statusCode).toBe(204);
    const before = await lastChange();
    const gone = await restore(version.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: RESTORE_MESSAGES.itemGone });
    expect((await lastChange()).id).toBe(before.id);
  });

  it('answers 409 when a name is now taken, the news logo is gone or the file is gone', async () => {
    // A news logo's name, now another logo's.
    const bbc = (await createNewsLogo(t, 'BBC')).json<{ id: number }>();
    const renamed = await t.admin({
      method: 'PATCH',
      url: `/api/v1/news/logos/${bbc.id}`,
      payload: form({ name: 'CNN' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await createNewsLogo(t, 'bbc')).statusCode).toBe(201);
    const taken = await restore((await firstOf('news-logos', bbc.id)).id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: RESTORE_MESSAGES.nameTaken, field: 'name' });
    // Refused whole: no new version, no line in the trail.
    expect((await versionsOf('news-logos', bbc.id)).map(({ action }) => action)).toEqual([
      'edit',
      'create',
    ]);
    expect(await lastChange()).toMatchObject({ resource: 'newsLogo', action: 'create' });
    expect((await t.inject({ url: '/api/v1/news/logos' })).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: bbc.id, name: 'CNN' })]),
    );

    // A news item whose first logo was deleted since.
    const dawn = (await createNewsLogo(t, 'Dawn')).json<{ id: number }>();
    const item = (await createNewsItem(t, dawn.id)).json<{ id: number }>();
    const moved = await t.admin({
      method: 'PATCH',
      url: `/api/v1/news/${item.id}`,
      payload: form({ logo: String(bbc.id) }),
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.remove(`/api/v1/news/logos/${dawn.id}`)).statusCode).toBe(204);
    const logoGone = await restore((await firstOf('news', item.id)).id);
    expect(logoGone.statusCode).toBe(409);
    expect(logoGone.json()).toMatchObject({ message: RESTORE_MESSAGES.logoGone });

    // A version whose image is no longer stored.
    const partner = await newPartner('Aid');
    const replaced = await t.admin({
      method: 'PATCH',
      url: `/api/v1/partners/${partner.id}`,
      payload: form({}, { image: { data: await makePng() } }),
    });
    expect(replaced.statusCode).toBe(200);
    rmSync(path.join(t.config.uploadsDir, UPLOAD_RULES.partner.dir, fileOf(partner.logo)));
    const fileGone = await restore((await firstOf('partners', partner.id)).id);
    expect(fileGone.statusCode).toBe(409);
    expect(fileGone.json()).toMatchObject({ message: RESTORE_MESSAGES.fileGone });
  });

  it('answers 400 for a bad id, 401 without a token, 403 for a role that does not edit content', async () => {
    const partner = await newPartner('Aid');
    const version = await firstOf('partners', partner.id);
    expect((await restore('abc')).statusCode).toBe(400);
    expect((await restore(version.id, {})).statusCode).toBe(401);
    const accounts = await t.member('accounts');
    expect((await restore(version.id, accounts.auth)).statusCode).toBe(403);
    // An Editor may.
    const editor = await t.member('editor');
    const answer = await restore(version.id, editor.auth);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Json>()).toMatchObject({ adminEmail: editor.email });
  });
});

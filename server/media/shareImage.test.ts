import { readFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { type Project } from '@contract/content';
import { uploadUrl, type UploadKind } from '@contract/uploads';
import sharp from 'sharp';
import { form } from '../test/fixtures';
import { contentOf, previewTagsOf } from '../test/headTags';
import { makePhoto } from '../test/imageFixtures';
import { PROJECT_FIELDS } from '../test/projects';
import { useTestApp } from '../test/testApp';
import { upgradeLegacyImages } from './imageUpgrade';
import { headTags, previewImageOf } from '../pages';
import { sweepUploads } from './uploadSweep';

/*
 * Pictures pages are previewed with get one JPEG copy beside their WebP files, for the
 * link-preview clients that cannot read WebP; the page's Open Graph and Twitter tags name it.
 */

const t = useTestApp();

const ORIGIN = 'https://trust.example.org';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

async function createProject(photo: Buffer): Promise<Project> {
  const answer = await t.admin({
    method: 'POST',
    url: '/api/v1/projects',
    payload: form(PROJECT_FIELDS, { image: { data: photo, filename: 'well.jpg' } }),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<Project>();
}

const shareFiles = (kind: UploadKind) => t.filesOf(kind).filter((name) => name.endsWith('.jpg'));
const onDisk = (kind: UploadKind, name: string) =>
  readFileSync(path.join(t.app.uploads.folder(kind), name));

/** The head tags of the project's page, as the server renders them. */
async function projectHead(project: Project): Promise<string> {
  const image = uploadUrl('project', encodeURIComponent(project.image));
  const meta = { title: project.title, siteName: 'Trust', description: '', image };
  return headTags(
    { ...meta, type: 'article' },
    { origin: ORIGIN, pathname: `/projects/${project.projectId}`, language: 'en', status: 200 },
    await previewImageOf(image, t.app.uploads),
  );
}

describe('the JPEG copy for link previews', () => {
  it('is made for a project photo, 1200 pixels wide, and the preview tags point at it', async () => {
    const project = await createProject(await makePhoto(2000, 1000));
    const [share] = shareFiles('project');
    expect(share).toMatch(/^[0-9a-f-]{36}-share\.jpg$/);
    expect(share?.slice(0, 36)).toBe(project.image.slice(0, 36));
    const stored = onDisk('project', share ?? '');
    expect(stored.subarray(0, 3)).toEqual(JPEG_START);
    const { format, width, height } = await sharp(stored).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 600 });

    const head = await projectHead(project);
    const url = `${ORIGIN}/user/upload/ProjectPhoto/${share}`;
    expect(previewTagsOf(head)).toEqual({
      url,
      type: 'image/jpeg',
      width: '1200',
      height: '600',
      alt: 'Clean water',
      twitterUrl: url,
    });

    const served = await t.inject({ url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(stored);
  });

  it('is never scaled up, and a transparent logo is laid on white', async () => {
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const answer = await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({ json: '[]' }, { image: { data: logo, filename: 'logo.png' } }),
    });
    expect(answer.statusCode).toBe(200);
    const [share] = shareFiles('logo');
    const { data, info } = await sharp(onDisk('logo', share ?? ''))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 100]);
    expect([...data.subarray(0, 3)].every((value) => value > 250)).toBe(true);
  });

  it('is not made for pictures no page is previewed with', async () => {
    const answer = await t.admin({
      method: 'POST',
      url: '/api/v1/images',
      payload: form({}, { image: [{ data: await makePhoto(1000, 500) }] }),
    });
    expect(answer.statusCode).toBe(201);
    expect(t.filesOf('gallery')).toHaveLength(3);
    expect(shareFiles('gallery')).toEqual([]);
  });

  it('goes with its picture when the deleted project is purged from the bin', async () => {
    const project = await createProject(await makePhoto(1000, 500));
    const [share] = shareFiles('project');
    expect(share).toBeDefined();
    const removed = await t.remove(`/api/v1/projects/${project.projectId}`);
    expect(removed.statusCode).toBe(204);
    expect(shareFiles('project')).toEqual([share]);
    expect(await t.purgeBin()).toBe(1);
    expect(t.filesOf('project')).toEqual([]);
    expect((await t.inject({ url: uploadUrl('project', share ?? '') })).statusCode).toBe(404);
  });

  it('is kept by the start sweep while its picture is used, and swept once it is not', async () => {
    const project = await createProject(await makePhoto(1000, 500));
    const kept = t.filesOf('project');
    expect(await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 })).toEqual({
      temp: 0,
      orphans: 0,
    });
    expect(t.filesOf('project')).toEqual(kept);

    // A crash after the row went and before the files did.
    await t.app.db.deleteFrom('projects').where('id', '=', project.id).execute();
    const outcome = await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 });
    expect(outcome.orphans).toBe(kept.length);
    expect(t.filesOf('project')).toEqual([]);
  });

  it('is made at start for a picture stored before such copies existed', async () => {
    const project = await createProject(await makePhoto(1600, 900));
    const [share = ''] = shareFiles('project');
    await unlink(path.join(t.app.uploads.folder('project'), share));
    // Until then, previews show the picture itself, with the size its name gives.
    const before = await projectHead(project);
    expect(contentOf(before, 'og:image')).toBe(
      `${ORIGIN}/user/upload/ProjectPhoto/${project.image}`,
    );
    expect(contentOf(before, 'og:image:type')).toBe('image/webp');
    expect(contentOf(before, 'og:image:width')).toBe('1440');

    expect(await upgradeLegacyImages(t.app.db, t.app.uploads)).toEqual({
      upgraded: 0,
      shared: 1,
      failed: 0,
    });
    const { format, width, height } = await sharp(onDisk('project', share)).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 675 });
    expect(contentOf(await projectHead(project), 'og:image')).toBe(
      `${ORIGIN}/user/upload/ProjectPhoto/${share}`,
    );
    expect(await upgradeLegacyImages(t.app.db, t.app.uploads)).toEqual({
      upgraded: 0,
      shared: 0,
      failed: 0,
    });
  });
});

import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storedImageFiles } from '@contract/uploads';
import { form, makePng } from '../test/fixtures';
import { makePhoto } from '../test/imageFixtures';
import { createProject } from '../test/projects';
import { samplePdf } from '../seed/samplePdf';
import { useTestApp } from '../test/testApp';
import { storedFilesOf } from './shareImage';
import { sweepUploads } from './uploadSweep';

/* What a crash can leave in the upload folders, and what the start's sweep does with it. */

const t = useTestApp();

const ORPHAN = '0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e0f-480w.webp';
const TEMP = '.1a2b3c4d-0000-4000-8000-000000000000-1000x600.webp.tmp';
const FOREIGN = 'notes.txt';

async function leaveCrashDebris(kind: 'partner' | 'logo'): Promise<void> {
  const folder = t.app.uploads.folder(kind);
  for (const name of [ORPHAN, TEMP, FOREIGN]) await writeFile(path.join(folder, name), 'x');
}

async function storeUsedFiles(): Promise<{ partner: string[]; logo: string[] }> {
  const partner = await t.admin({
    method: 'POST',
    url: '/api/v1/partners',
    payload: form(
      { name: 'P' },
      { image: { data: await makePhoto(1000, 600), filename: 'p.jpg' } },
    ),
  });
  expect(partner.statusCode).toBe(201);
  const settings = await t.admin({
    method: 'PUT',
    url: '/api/v1/settings',
    payload: form({ json: '[]' }, { image: { data: await makePng(), filename: 'logo.png' } }),
  });
  expect(settings.statusCode).toBe(200);
  const partnerFile = partner.json<{ logo: string }>().logo.split('/').pop() ?? '';
  const logo = settings
    .json<{ name: string; content: { image?: string } }[]>()
    .find((row) => row.name === 'logo')
    ?.content.image?.split('/')
    .pop();
  return { partner: storedImageFiles(partnerFile), logo: storedFilesOf('logo', logo ?? '') };
}

describe('the upload sweep at start', () => {
  it('removes temp files and files no row names, keeps every used file and foreign files', async () => {
    const used = await storeUsedFiles();
    expect(used.partner.length).toBe(3);
    // The logo's JPEG copy for link previews is kept with it, not swept as an orphan.
    expect(used.logo).toEqual([expect.stringMatching(/-share\.jpg$/), expect.any(String)]);
    await leaveCrashDebris('partner');
    await leaveCrashDebris('logo');

    expect(await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 })).toEqual({
      temp: 2,
      orphans: 2,
    });
    expect(t.filesOf('partner')).toEqual([...used.partner, FOREIGN].sort());
    expect(t.filesOf('logo')).toEqual([...used.logo, FOREIGN].sort());
  });

  it("keeps a project update's photos, and sweeps one left by an update that is gone", async () => {
    expect((await createProject(t)).statusCode).toBe(201);
    const posted = await t.admin({
      method: 'POST',
      url: '/api/v1/projects/clean-water/updates',
      payload: form(
        { text: 'Wells dug', textUr: 'کنویں کھودے گئے' },
        { images: { data: await makePhoto(1000, 600), filename: 'well.jpg' } },
      ),
    });
    expect(posted.statusCode).toBe(201);
    const photo = posted.json<{ images: string[] }>().images[0]?.split('/').pop() ?? '';
    const kept = storedImageFiles(photo);
    await writeFile(path.join(t.app.uploads.folder('projectUpdate'), ORPHAN), 'x');

    expect(await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 })).toEqual({
      temp: 0,
      orphans: 1,
    });
    expect(t.filesOf('projectUpdate')).toEqual([...kept].sort());
  });

  it('with a grace period (several instances), leaves recent files and removes old ones', async () => {
    await leaveCrashDebris('partner');
    const now = Date.now();
    expect(await sweepUploads(t.app.db, t.app.uploads, { graceMs: 60_000, now })).toEqual({
      temp: 0,
      orphans: 0,
    });
    const old = new Date(now - 120_000);
    for (const name of [ORPHAN, TEMP]) {
      await utimes(path.join(t.app.uploads.folder('partner'), name), old, old);
    }
    expect(await sweepUploads(t.app.db, t.app.uploads, { graceMs: 60_000, now })).toEqual({
      temp: 1,
      orphans: 1,
    });
    expect(t.filesOf('partner')).toEqual([FOREIGN]);
  });

  it("leaves the trust's documents alone", async () => {
    const answer = await t.admin({
      method: 'POST',
      url: '/api/v1/documents',
      payload: form(
        { year: '2024-25', title: 'Annual report', kind: 'annualReport' },
        { file: { data: samplePdf(['Report']), filename: 'r.pdf', type: 'application/pdf' } },
      ),
    });
    expect(answer.statusCode).toBe(201);
    const name = answer.json<{ url: string }>().url.split('/').pop();
    await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 });
    expect(await readdir(t.app.uploads.documents.folder)).toEqual([name]);
  });
});

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Version } from '@contract/admin';
import { storedImageFiles } from '@contract/uploads';
import { recordFirstVersions } from '../db';
import { makePhoto } from '../test/imageFixtures';
import { useTestApp } from '../test/testApp';
import { upgradeLegacyImages } from './imageUpgrade';
import { storedFilesOf } from './shareImage';

/* Uploads stored before WebP copies existed are re-encoded once, at start. */

const t = useTestApp();

const OLD = '1d1e8a52-1f5e-4f6c-9a55-0c7f3b2f7e11.jpg';
const OLD_BANNER = '7a0b0c3e-2d4f-4a51-8b8e-3c1f5e9d2a44.jpg';
const MISSING = '5c6d7e8f-0a1b-4c2d-8e3f-4a5b6c7d8e9f.jpg';

async function storeLegacy(dir: string, name: string, width: number, height: number) {
  writeFileSync(path.join(t.dataDir, 'uploads', dir, name), await makePhoto(width, height));
}

const fileName = (url: string) => url.split('/').pop() ?? '';

describe('upgrading older uploads', () => {
  it('re-encodes each one with its copies, points its row at them and drops the old file', async () => {
    await storeLegacy('Gallery', OLD, 1000, 500);
    await storeLegacy('Banner', OLD_BANNER, 1600, 600);
    await t.app.db
      .insertInto('galleryImages')
      .values([
        { name: 'Old photo', image: OLD },
        { name: 'Lost photo', image: MISSING },
      ])
      .execute();
    // Their first versions, as the upgrade to versions recorded them (migration 0018).
    await recordFirstVersions(t.app.db);
    const banner = (await t.inject({ url: '/api/v1/settings' }))
      .json<{ name: string; content: Record<string, unknown> }[]>()
      .find((entry) => entry.name === 'banner')?.content;
    await t.app.db
      .updateTable('settings')
      .set({ content: JSON.stringify({ ...banner, image: `/user/upload/Banner/${OLD_BANNER}` }) })
      .where('name', '=', 'banner')
      .execute();

    expect(await upgradeLegacyImages(t.app.db, t.app.uploads)).toEqual({
      upgraded: 2,
      shared: 0,
      failed: 1,
    });

    const gallery = (await t.inject({ url: '/api/v1/images' })).json<
      { id: number; name: string; image: string }[]
    >();
    const upgraded = gallery.find((image) => image.name === 'Old photo')?.image ?? '';
    expect(upgraded).toMatch(/^\/user\/upload\/Gallery\/[0-9a-f-]{36}-1000x500\.webp$/);
    // The row whose file is gone is left as it was, for an admin to replace.
    expect(gallery.find((image) => image.name === 'Lost photo')?.image).toBe(
      `/user/upload/Gallery/${MISSING}`,
    );
    expect(t.filesOf('gallery')).toEqual(storedImageFiles(fileName(upgraded)).sort());
    // Its version names the new file too: restoring it shows the picture, not a removed file.
    const id = gallery.find((image) => image.name === 'Old photo')?.id ?? 0;
    const versions = await t.admin({ url: `/api/v1/versions?kind=images&id=${id}` });
    expect(versions.json<Version[]>().map(({ data }) => data.image)).toEqual([upgraded]);

    // As the start does, so the settings cached by the first read are read afresh.
    await t.app.contentVersion.changed();
    const settings = (await t.inject({ url: '/api/v1/settings' })).json<
      { name: string; content: { image?: string; show?: boolean } }[]
    >();
    const stored = settings.find((entry) => entry.name === 'banner')?.content;
    expect(stored?.image).toMatch(/^\/user\/upload\/Banner\/[0-9a-f-]{36}-1440x540\.webp$/);
    expect(stored?.show).toBe(banner?.show);
    // A picture pages are previewed with gets its JPEG copy in the same pass.
    expect(t.filesOf('banner')).toEqual(
      storedFilesOf('banner', fileName(stored?.image ?? '')).sort(),
    );
    expect(t.filesOf('banner')).toContainEqual(expect.stringMatching(/-share\.jpg$/));

    // Nothing left to do the second time.
    expect(await upgradeLegacyImages(t.app.db, t.app.uploads)).toEqual({
      upgraded: 0,
      shared: 0,
      failed: 1,
    });
  });
});

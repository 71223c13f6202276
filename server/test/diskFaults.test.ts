import { rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_RULES } from '@contract/uploads';
import { NOT_WRITABLE_MESSAGE } from '../http';
import { form, makePng } from './fixtures';
import { useTestApp } from './testApp';

/*
 * An upload folder the server cannot write (a read-only mount, a lost permission). Tests run
 * as root, which ignores chmod, so the folder is swapped for a link to /proc/1/fdinfo: a real
 * directory where the kernel refuses to create files (EACCES) even for root, on any Linux.
 */

const NOT_WRITABLE_DIR = '/proc/1/fdinfo';

const t = useTestApp();

const partnersDir = () => path.join(t.dataDir, 'uploads', UPLOAD_RULES.partner.dir);

async function addPartner(name: string) {
  return t.admin({
    method: 'POST',
    url: '/api/v1/partners',
    payload: form({ name }, { image: { data: await makePng(), filename: 'logo.png' } }),
  });
}

describe('an upload folder that cannot be written', () => {
  it('answers 503 with a clear message, stores nothing and keeps serving reads', async () => {
    const before = await addPartner('Before');
    expect(before.statusCode).toBe(201);
    const { logo } = before.json<{ logo: string }>();
    await rename(partnersDir(), `${partnersDir()}-aside`);
    await symlink(NOT_WRITABLE_DIR, partnersDir());

    const refused = await addPartner('During');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: NOT_WRITABLE_MESSAGE,
    });
    const names = (await t.app.db.selectFrom('partners').select('name').execute()).map(
      (row) => row.name,
    );
    expect(names).toEqual(['Before']);

    // Reads go on: the API, the other uploads' pages, a JSON write elsewhere.
    const listed = await t.inject({ url: '/api/v1/partners' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ name: string }[]>().map((row) => row.name)).toEqual(['Before']);
    expect((await t.inject({ url: '/api/v1/settings' })).statusCode).toBe(200);
    const testimonial = await t.admin({
      method: 'POST',
      url: '/api/v1/testimonials',
      payload: { name: 'Still saved', video: 'https://www.youtube.com/watch?v=abc' },
    });
    expect(testimonial.statusCode).toBe(201);

    // Once the folder is back, the same server takes uploads again: no restart needed.
    await rm(partnersDir());
    await rename(`${partnersDir()}-aside`, partnersDir());
    expect((await addPartner('After')).statusCode).toBe(201);
    expect((await t.inject({ url: logo })).statusCode).toBe(200);
    expect(t.filesOf('partner').filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

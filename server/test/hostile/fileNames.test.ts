import { LIMITS } from '@contract/common';
import { form, makePng } from '../fixtures';
import { useTestApp } from '../testApp';
import { listFiles } from './snapshot';

/*
 * The client's file name is only a label: a real picture under a hostile name is stored under
 * a random name of the server's choosing, inside its own folder, and the label keeps no path.
 */

const t = useTestApp({}, { scope: 'all', timeout: 30_000 });

const NAMES = [
  ['a huge file name', `${'x'.repeat(100_000)}.png`],
  ['a path traversal', '../../../../etc/cron.d/evil.png'],
  ['a Windows path traversal', '..\\..\\..\\Windows\\evil.png'],
  ['an absolute path', '/etc/passwd'],
  ['markup', '<img src=x onerror=alert(1)>.png'],
  ['a hidden file', '.htaccess'],
  ['a null byte', 'evil.php\u0000.png'],
] as const;

type Stored = { id: number; name: string; image: string };

describe.each(NAMES)('a real picture named with %s', (_label, filename) => {
  it('is stored under a random name in the gallery folder, and nowhere else', async () => {
    const others = listFiles(t.dataDir).filter((file) => !file.startsWith('uploads/Gallery/'));
    const answer = await t.admin({
      method: 'POST',
      url: '/api/v1/images',
      payload: form({}, { image: { data: await makePng(), filename } }),
    });
    expect(answer.statusCode).toBe(201);
    const [stored] = answer.json<Stored[]>();
    expect(stored?.image).toMatch(/^\/user\/upload\/Gallery\/[0-9a-f]{8}-[0-9a-f-]{27}[^/]*$/);
    expect(stored?.name.length).toBeLessThanOrEqual(LIMITS.name);
    expect(stored?.name).not.toMatch(/[/\\]/);
    expect(stored?.name).not.toMatch(/\p{Cc}/u);
    // Nothing was written anywhere but the gallery folder (and the database).
    expect(
      listFiles(t.dataDir).filter(
        (file) => !file.startsWith('uploads/Gallery/') && !/^charity\.db/.test(file),
      ),
    ).toEqual(others.filter((file) => !/^charity\.db/.test(file)));
    // Served as a picture (the pipeline picks the format), never as the name suggests.
    const served = await t.inject({ url: stored?.image ?? '' });
    expect(served.headers['content-type']).toMatch(/^image\/(png|webp)$/);
  }, 30_000);
});

import type { TestApp } from './testApp';
import { form, makeJpeg, makeWebp } from './fixtures';

/** POST /api/v1/news/logos as the signed-in admin, with a WebP image. */
export async function createNewsLogo(t: TestApp, name: string) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/news/logos',
    payload: form({ name }, { image: { data: await makeWebp() } }),
    headers: t.auth,
  });
}

/** A valid news item's multipart fields but its logo; tests override what they are about. */
const NEWS_FIELDS = { heading: 'Ration kits', link: 'https://example.org/a' };

/** POST /api/v1/news as the signed-in admin, naming logo `logoId`, with a JPEG photo. */
export async function createNewsItem(
  t: TestApp,
  logoId: number,
  fields: Record<string, string | undefined> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/news',
    payload: form(
      { ...NEWS_FIELDS, logo: String(logoId), ...fields },
      { image: { data: await makeJpeg() } },
    ),
    headers: t.auth,
  });
}

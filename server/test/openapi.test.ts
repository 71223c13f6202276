import { useTestApp } from './testApp';

const t = useTestApp({}, { scope: 'all' });

const ROUTES = [
  ['post', '/api/v1/users/login'],
  ['post', '/api/v1/users/logout'],
  ['post', '/api/v1/users/login/second-step'],
  ['get', '/api/v1/users/me/two-factor'],
  ['post', '/api/v1/users/me/two-factor'],
  ['post', '/api/v1/users/me/two-factor/confirm'],
  ['delete', '/api/v1/users/me/two-factor'],
  ['get', '/api/v1/users/me'],
  ['get', '/api/v1/team'],
  ['post', '/api/v1/team'],
  ['patch', '/api/v1/team/{id}'],
  ['delete', '/api/v1/team/{id}'],
  ['post', '/api/v1/team/{id}/password'],
  ['get', '/api/v1/team/policy'],
  ['put', '/api/v1/team/policy'],
  ['get', '/api/v1/notices'],
  ['post', '/api/v1/notices/{id}/acknowledge'],
  ['get', '/api/v1/audit'],
  ['get', '/api/v1/bin'],
  ['post', '/api/v1/bin/{id}/restore'],
  ['get', '/api/v1/documents'],
  ['post', '/api/v1/documents'],
  ['patch', '/api/v1/documents/{id}'],
  ['delete', '/api/v1/documents/{id}'],
  ['get', '/api/v1/settings'],
  ['put', '/api/v1/settings'],
  ['get', '/api/v1/images'],
  ['post', '/api/v1/images'],
  ['delete', '/api/v1/images/{id}'],
  ['get', '/api/v1/partners'],
  ['post', '/api/v1/partners'],
  ['patch', '/api/v1/partners/{id}'],
  ['delete', '/api/v1/partners/{id}'],
  ['get', '/api/v1/highlights'],
  ['post', '/api/v1/highlights'],
  ['patch', '/api/v1/highlights/{id}'],
  ['patch', '/api/v1/images/{id}'],
  ['delete', '/api/v1/highlights/{id}'],
  ['get', '/api/v1/news'],
  ['get', '/api/v1/news/{id}'],
  ['post', '/api/v1/news'],
  ['put', '/api/v1/news/{id}'],
  ['patch', '/api/v1/news/{id}'],
  ['delete', '/api/v1/news/{id}'],
  ['get', '/api/v1/news/logos'],
  ['post', '/api/v1/news/logos'],
  ['patch', '/api/v1/news/logos/{id}'],
  ['delete', '/api/v1/news/logos/{id}'],
  // The order of each list an admin orders (issue 31).
  ...['images', 'partners', 'highlights', 'news/logos', 'testimonials', 'projects'].map((list) => [
    'put',
    `/api/v1/${list}/order`,
  ]),
  ['get', '/api/v1/testimonials'],
  ['get', '/api/v1/testimonials/{id}'],
  ['get', '/api/v1/urdu-missing'],
  ['post', '/api/v1/testimonials'],
  ['patch', '/api/v1/testimonials/{id}'],
  ['delete', '/api/v1/testimonials/{id}'],
  ['get', '/api/v1/projects'],
  ['post', '/api/v1/projects'],
  ['get', '/api/v1/projects/{id}'],
  ['patch', '/api/v1/projects/{id}'],
  ['delete', '/api/v1/projects/{id}'],
  ['get', '/api/v1/projects/donor/{id}'],
  ['get', '/api/v1/projects/{id}/updates'],
  ['post', '/api/v1/projects/{id}/updates'],
  ['patch', '/api/v1/projects/{id}/updates/{updateId}'],
  ['delete', '/api/v1/projects/{id}/updates/{updateId}'],
  ['get', '/api/v1/projects/{id}/donations'],
  ['post', '/api/v1/projects/{id}/donations'],
  ['get', '/api/v1/donations/totals'],
  ['get', '/api/v1/donations/waiting'],
  ['get', '/api/v1/donations/{id}/receipt'],
  ['post', '/api/v1/projects/{id}/donations/import/preview'],
  ['post', '/api/v1/projects/{id}/donations/import'],
  ['get', '/api/v1/donations/form-10bd'],
  ['delete', '/api/v1/projects/{id}/donations/{donationId}'],
  ['post', '/api/v1/projects/{id}/donations/{donationId}/confirm'],
  ['post', '/api/v1/projects/{id}/donations/{donationId}/reject'],
  ['get', '/api/v1/projects/{id}/upi.svg'],
  ['post', '/api/v1/projects/{id}/pledges'],
  ['get', '/api/v1/mail'],
  ['get', '/api/v1/receipts/{token}'],
  ['get', '/api/v1/projects/{id}/donations/messages'],
  ['post', '/api/v1/donations/{id}/receipt-mail'],
  ['post', '/api/v1/donations/{id}/receipt-link'],
  ['post', '/api/v1/receipts/find'],
  ['get', '/api/v1/receipts/list/{token}'],
  ['get', '/api/v1/unsubscribe/{token}'],
  ['post', '/api/v1/unsubscribe/{token}'],
  ['get', '/user/upload/{dir}/{name}'],
  ['get', '/api/v1/versions'],
  ['post', '/api/v1/versions/{versionId}/restore'],
] as const;

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

describe('GET /api/openapi.json', () => {
  it('describes every route of the API, and nothing else', async () => {
    const answer = await t.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json<Document>();
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method} ${route}`),
    );
    expect(listed.sort()).toEqual(ROUTES.map(([method, route]) => `${method} ${route}`).sort());
  });

  it('carries the schemas of bodies and answers', async () => {
    const doc = (await t.inject({ url: '/api/openapi.json' })).json<Document>();
    expect(JSON.stringify(doc.paths['/api/v1/testimonials']?.post)).toContain('video');
    expect(JSON.stringify(doc.paths['/api/v1/news']?.get)).toContain('hasNext');
    expect(JSON.stringify(doc.paths['/api/v1/testimonials/{id}']?.patch)).toContain('video');
    // A project's updates: both languages, what was spent, and whether donors are told.
    const updates = JSON.stringify(doc.paths['/api/v1/projects/{id}/updates']);
    for (const field of ['textUr', 'spent', 'images', 'notify']) expect(updates).toContain(field);
    const donations = JSON.stringify(doc.paths['/api/v1/projects/{id}/donations']?.post);
    expect(donations).toContain('donorName');
    expect(donations).toContain('topDonor');
    // How a donor is shown and what the gift is for.
    for (const choice of [
      'shownAs',
      'initials',
      'hideAmount',
      'purpose',
      'zakat',
      'fitrana',
      'donorIdNumber',
      'paymentReference',
    ]) {
      expect(donations).toContain(choice);
    }
  });

  it('documents the order: the position of each list item, and the body of PUT …/order', async () => {
    const doc = (await t.inject({ url: '/api/openapi.json' })).json<Document>();
    for (const list of [
      'images',
      'partners',
      'highlights',
      'news/logos',
      'testimonials',
      'projects',
    ]) {
      expect(JSON.stringify(doc.paths[`/api/v1/${list}`]?.get)).toContain('"position"');
      const order = JSON.stringify(doc.paths[`/api/v1/${list}/order`]?.put);
      expect(order).toContain('"ids"');
      expect(order).toContain('security');
    }
  });

  it('documents drafts and schedules: every item answers its publishing, every list takes status=all', async () => {
    const doc = (await t.inject({ url: '/api/openapi.json' })).json<Document>();
    for (const list of [
      'images',
      'partners',
      'highlights',
      'news',
      'news/{id}',
      'news/logos',
      'testimonials',
      'testimonials/{id}',
      'projects',
      'projects/{id}',
      'projects/{id}/updates',
      'documents',
    ]) {
      const read = doc.paths[`/api/v1/${list}`]?.get as
        { parameters?: { name: string; in: string; schema: unknown }[] } | undefined;
      const status = read?.parameters?.find(
        ({ name, in: where }) => name === 'status' && where === 'query',
      );
      expect({ list, all: JSON.stringify(status?.schema) }).toEqual({
        list,
        all: expect.stringContaining('"all"'),
      });
      const answer = JSON.stringify(read);
      for (const field of ['publishAt', 'unpublishAt']) expect(answer).toContain(field);
      expect(answer).toContain(
        list.startsWith('projects') && !list.endsWith('updates') ? 'publishStatus' : '"draft"',
      );
    }
    // A JSON write takes them; a form's route says so.
    expect(JSON.stringify(doc.paths['/api/v1/testimonials']?.post)).toContain('unpublishAt');
    expect(JSON.stringify(doc.paths['/api/v1/partners']?.post)).toContain('publishAt');
  });

  it('spells a choice among strings as an enum, never as anyOf or oneOf of single values', async () => {
    const doc = (await t.inject({ url: '/api/openapi.json' })).json<Document>();
    const singles: string[] = [];
    const enums: unknown[][] = [];
    const visit = (node: unknown, at: string) => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      for (const keyword of ['anyOf', 'oneOf']) {
        const options = schema[keyword];
        const single = (option: unknown) =>
          typeof option === 'object' &&
          option !== null &&
          ('const' in option ||
            (Array.isArray((option as { enum?: unknown }).enum) &&
              (option as { enum: unknown[] }).enum.length === 1));
        if (Array.isArray(options) && options.length > 0 && options.every(single)) {
          singles.push(`${at}.${keyword}`);
        }
      }
      if (Array.isArray(schema.enum)) enums.push(schema.enum);
      for (const [key, value] of Object.entries(schema)) visit(value, `${at}.${key}`);
    };
    visit(doc.paths, 'paths');
    expect(singles).toEqual([]);
    // The choices are there, as enums: what a gift is for, and a project's status.
    expect(enums).toContainEqual(['general', 'zakat', 'sadaqah', 'lillah', 'fitrana']);
    expect(enums).toContainEqual(['active', 'completed']);
  });
});

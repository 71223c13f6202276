import * as admin from '@contract/admin';
import * as common from '@contract/common';
import * as content from '@contract/content';
import * as documents from '@contract/documents';
import * as gifts from '@contract/gifts';
import * as settings from '@contract/settings';
import { HTTP_URL_PATTERN } from '@contract/common';
import { SETTING_SCHEMAS, SETTINGS_PUT_FIELDS } from '@contract/settings';
import { TypeGuard, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import { form, makePng } from '../fixtures';
import type { Answer } from '../http';
import { createProject } from '../projects';
import { createTestApp, type TestApp } from '../testApp';
import { snapshot } from './snapshot';
import { dangerousUrl } from './urlArbitraries';

/*
 * Every stored link, through its real route: a dangerous link is refused with a 400 naming the
 * field, and the database and the uploads stay exactly as they were.
 */

type UrlField = {
  label: string;
  /** The field the answer must name. */
  field: string;
  send(url: string, withImage?: boolean): Promise<Answer>;
};

let t: TestApp;
let fields: UrlField[];

async function postJson(url: string, payload: unknown) {
  const answer = await t.admin({ method: 'POST', url, payload });
  if (answer.statusCode !== 201) throw new Error(`${url}: ${answer.body}`);
  return answer.json<{ id: number }>().id;
}

async function multipart(
  method: string,
  url: string,
  values: Record<string, string>,
  withImage = false,
) {
  const files = withImage ? { image: { data: await makePng() } } : {};
  return t.admin({ method, url, payload: form(values, files) });
}

beforeAll(async () => {
  t = await createTestApp();
  const settings = (await t.inject({ url: '/api/v1/settings' })).json<
    { name: string; content: Record<string, unknown> }[]
  >();
  const contentOf = (name: string) => settings.find((entry) => entry.name === name)?.content;
  const setting = (name: string, key: string): UrlField => ({
    label: `settings ${name}.${key}`,
    field: `${name}.${key}`,
    send: (url) =>
      multipart('PUT', '/api/v1/settings', {
        [SETTINGS_PUT_FIELDS.json]: JSON.stringify([
          { name, content: { ...contentOf(name), [key]: url } },
        ]),
      }),
  });

  const logoAnswer = await multipart('POST', '/api/v1/news/logos', { name: 'Daily' }, true);
  const logo = String(logoAnswer.json<{ id: number }>().id);
  const newsAnswer = await multipart(
    'POST',
    '/api/v1/news',
    { heading: 'N', logo, link: 'https://example.org/n' },
    true,
  );
  const news = newsAnswer.json<{ id: number }>().id;
  const testimonial = await postJson('/api/v1/testimonials', {
    name: 'T',
    video: 'https://www.youtube.com/embed/abc',
  });
  await createProject(t, { projectId: 'wells' });
  let created = 0;
  const newSlug = () => `new-${(created += 1)}`;

  fields = [
    setting('socials', 'facebook'),
    setting('socials', 'twitter'),
    setting('socials', 'linkedIn'),
    setting('banner', 'actionLink1'),
    setting('banner', 'actionLink2'),
    setting('site', 'donateUrl'),
    setting('site', 'donorLoginUrl'),
    {
      label: 'new news link',
      field: 'link',
      send: (link, withImage) =>
        multipart('POST', '/api/v1/news', { heading: 'N2', logo, link }, withImage),
    },
    {
      label: 'news link edit',
      field: 'link',
      send: (link) => multipart('PATCH', `/api/v1/news/${news}`, { link }),
    },
    {
      label: 'new testimonial video',
      field: 'video',
      send: (video) =>
        t.admin({
          method: 'POST',
          url: '/api/v1/testimonials',
          payload: { name: 'T2', video },
        }),
    },
    {
      label: 'testimonial video edit',
      field: 'video',
      send: (video) =>
        t.admin({
          method: 'PATCH',
          url: `/api/v1/testimonials/${testimonial}`,
          payload: { video },
        }),
    },
    {
      label: 'new project Donate link',
      field: 'link',
      send: async (link, withImage) => createProject(t, { projectId: newSlug(), link }, withImage),
    },
    {
      label: 'project Donate link edit',
      field: 'link',
      send: (link) => multipart('PATCH', '/api/v1/projects/wells', { link }),
    },
  ];
}, 30_000);
afterAll(async () => {
  await t.close();
});

/** Where a schema holds a link: `prefix.key` paths of every http(s) URL property. */
function linkPaths(schema: TSchema, prefix: string): string[] {
  const options = (schema.anyOf ?? [schema]) as TSchema[];
  if (options.some((option) => option.pattern === HTTP_URL_PATTERN)) return [prefix];
  // A record of anything (a version's or bin entry's item) is checked as the item's own schema.
  if (schema.type !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([key, property]) =>
    linkPaths(property, prefix ? `${prefix}.${key}` : key),
  );
}

it('covers every link the contract stores', () => {
  const settingSchemas = new Set<unknown>(Object.values(SETTING_SCHEMAS));
  const inSettings = Object.entries(SETTING_SCHEMAS).flatMap(([name, schema]) =>
    linkPaths(schema, name),
  );
  const contract = { ...admin, ...common, ...content, ...documents, ...gifts, ...settings };
  const elsewhere = (Object.values(contract) as unknown[])
    .filter((value): value is TSchema => TypeGuard.IsSchema(value) && !settingSchemas.has(value))
    .flatMap((schema) => linkPaths(schema, ''))
    // HttpUrl and OptionalHttpUrl themselves.
    .filter((path) => path !== '');
  expect(new Set(fields.map(({ field }) => field))).toEqual(new Set([...inSettings, ...elsewhere]));
});

describe('every stored link', () => {
  it('refuses dangerous links with a 400 naming the field, changing nothing', async () => {
    for (const target of fields) {
      const before = await snapshot(t);
      await fc.assert(
        fc.asyncProperty(dangerousUrl, async (url) => {
          const answer = await target.send(url, false);
          const body = answer.json<{ field?: string; message: string }>();
          expect({
            target: target.label,
            url,
            status: answer.statusCode,
            field: body.field,
          }).toEqual({ target: target.label, url, status: 400, field: target.field });
        }),
        { numRuns: 80 },
      );
      expect([target.label, await snapshot(t)]).toEqual([target.label, before]);
    }
  }, 120_000);

  it('still takes a real https link', async () => {
    for (const target of fields) {
      const answer = await target.send('https://example.org/give?id=1#now', true);
      expect([target.label, answer.statusCode < 300]).toEqual([target.label, true]);
    }
  });
});

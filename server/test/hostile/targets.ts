import { SETTINGS_PUT_FIELDS } from '@contract/settings';
import { type UploadKind } from '@contract/uploads';
import { form, makeJpeg, makePng } from '../fixtures';
import { createProject, PROJECT_FIELDS } from '../projects';
import type { TestApp } from '../testApp';

/** One route that takes an uploaded image, with text fields that are valid on their own. */
export type UploadTarget = {
  label: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  kind: UploadKind;
  fields: Record<string, string>;
  fileField: string;
};

async function created(t: TestApp, url: string, fields: Record<string, string>) {
  const answer = await t.inject({
    method: 'POST',
    url,
    payload: form(fields, { image: { data: await makePng() } }),
    headers: t.auth,
  });
  if (answer.statusCode !== 201) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ id: number }>().id;
}

/** Creates one row of each kind (so the edits have something to change) and lists the routes. */
export async function uploadTargets(t: TestApp): Promise<UploadTarget[]> {
  const partner = await created(t, '/api/v1/partners', { name: 'Partner' });
  const highlight = await created(t, '/api/v1/highlights', { heading: 'H', subHeading: 'S' });
  const logo = await created(t, '/api/v1/news/logos', { name: 'Daily' });
  const newsFields = { heading: 'News', logo: String(logo), link: 'https://example.org/n' };
  const news = await created(t, '/api/v1/news', newsFields);
  const project = await createProject(t, { projectId: 'kept-project' });
  if (project.statusCode !== 201) throw new Error(`project: ${project.body}`);
  const updates = '/api/v1/projects/kept-project/updates';
  const updateTexts = { text: 'Wells dug', textUr: 'کنویں کھودے گئے' };
  const posted = await t.inject({
    method: 'POST',
    url: updates,
    payload: form(updateTexts, { images: { data: await makePng() } }),
    headers: t.auth,
  });
  if (posted.statusCode !== 201) throw new Error(`update: ${posted.body}`);
  const update = posted.json<{ id: number }>().id;
  // A second real photo, so the gallery is not empty either.
  await t.inject({
    method: 'POST',
    url: '/api/v1/images',
    payload: form({}, { image: { data: await makeJpeg(), filename: 'kept.jpg' } }),
    headers: t.auth,
  });

  const json = SETTINGS_PUT_FIELDS.json;
  const at = (
    label: string,
    method: UploadTarget['method'],
    url: string,
    kind: UploadKind,
    fields: Record<string, string>,
    fileField = 'image',
  ): UploadTarget => ({ label, method, url, kind, fields, fileField });
  return [
    at('gallery', 'POST', '/api/v1/images', 'gallery', {}),
    at('new partner', 'POST', '/api/v1/partners', 'partner', { name: 'P2' }),
    at('partner edit', 'PATCH', `/api/v1/partners/${partner}`, 'partner', { name: 'P3' }),
    at('new highlight', 'POST', '/api/v1/highlights', 'highlight', {
      heading: 'H2',
      subHeading: 'S2',
    }),
    at('highlight edit', 'PATCH', `/api/v1/highlights/${highlight}`, 'highlight', {
      heading: 'H3',
    }),
    at('new news logo', 'POST', '/api/v1/news/logos', 'newsLogo', { name: 'Weekly' }),
    at('news logo edit', 'PATCH', `/api/v1/news/logos/${logo}`, 'newsLogo', { name: 'Monthly' }),
    at('new news', 'POST', '/api/v1/news', 'news', { ...newsFields, heading: 'N2' }),
    at('news edit', 'PATCH', `/api/v1/news/${news}`, 'news', { heading: 'N3' }),
    at('settings logo', 'PUT', '/api/v1/settings', 'logo', { [json]: '[{"name":"logo"}]' }),
    at(
      'settings banner',
      'PUT',
      '/api/v1/settings',
      'banner',
      { [json]: '[]' },
      SETTINGS_PUT_FIELDS.banner,
    ),
    at('new project', 'POST', '/api/v1/projects', 'project', {
      ...PROJECT_FIELDS,
      projectId: 'new-project',
    }),
    at('project edit', 'PATCH', '/api/v1/projects/kept-project', 'project', {
      link: PROJECT_FIELDS.link,
      title: 'Changed',
    }),
    at('new project update', 'POST', updates, 'projectUpdate', updateTexts, 'images'),
    at(
      'project update edit',
      'PATCH',
      `${updates}/${update}`,
      'projectUpdate',
      { text: 'Pumps fitted' },
      'images',
    ),
  ];
}

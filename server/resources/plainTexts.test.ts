import type { TrustDocument } from '@contract/documents';
import { samplePdf } from '../seed/samplePdf';
import { form, makeWebp } from '../test/fixtures';
import { useTestApp } from '../test/testApp';

/*
 * What an admin types into content and settings is stored without bidi controls and invisible
 * characters (issue 29): multipart text fields, the settings' JSON (an escaped "\u202e" too) and a
 * document's edited title all go through contract/common/plainText.ts. ZWNJ stays.
 */

const t = useTestApp();

const URDU = 'علی\u200Cاحمد';

describe('typed content without tricks', () => {
  it("a partner's names lose their override and invisible characters; a name of controls is none", async () => {
    const created = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form(
        { name: 'Helping \u202EsdnaH\u202C\u200B', nameUr: `\u2067${URDU}\u2069` },
        { image: { data: await makeWebp() } },
      ),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Helping sdnaH', nameUr: URDU });

    const controls = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form({ name: '\u202E\u200B\u2060' }, { image: { data: await makeWebp() } }),
    });
    expect(controls.statusCode).toBe(400);
    expect(controls.json()).toMatchObject({ message: 'name is required', field: 'name' });
  });

  it("the settings' texts are stored plain, written as characters or as JSON escapes", async () => {
    const hero = {
      show: true,
      en: { heading: 'Give \u202Ewater\u202C', subHeading: '\\u2066Clean\\u2069', action: 'Give' },
      ur: { heading: URDU, subHeading: '', action: '' },
    };
    // The escapes reach the server as written: the JSON is built by hand, not by stringify.
    const json = `[{"name":"hero","content":${JSON.stringify(hero).replace(/\\\\u/g, '\\u')}}]`;
    const saved = await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({ json }),
    });
    expect(saved.statusCode).toBe(200);
    const stored = await t.app.db
      .selectFrom('settings')
      .select('content')
      .where('name', '=', 'hero')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content)).toMatchObject({
      en: { heading: 'Give water', subHeading: 'Clean' },
      ur: { heading: URDU },
    });
  });

  it("a document's edited title is stored plain; a title of controls is refused", async () => {
    const created = await t.admin({
      method: 'POST',
      url: '/api/v1/documents',
      payload: form(
        { year: '2024-25', title: '\u200BAnnual report', kind: 'annualReport' },
        { file: { data: samplePdf(['Report']), filename: 'r.pdf', type: 'application/pdf' } },
      ),
    });
    expect(created.statusCode).toBe(201);
    const { id, title } = created.json<TrustDocument>();
    expect(title).toBe('Annual report');

    const edit = (payload: Record<string, string>) =>
      t.admin({ method: 'PATCH', url: `/api/v1/documents/${id}`, payload });
    const edited = await edit({ title: 'Annual \u202Etroper\u202C', titleUr: `${URDU}\u2060` });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Annual troper', titleUr: URDU });
    const refused = await edit({ title: '\u2066\u2069' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'title is required', field: 'title' });
  });
});

import { createHash } from 'node:crypto';
import path from 'node:path';
import { initialsOf } from '@contract/gifts';
import { demoContent } from '../../server/seed/content';
import { form } from '../../server/test/fixtures';
import { useTestApp } from '../../server/test/testApp';
import { headingsOf, htmlTagOf, rootOf, stateScriptOf, textOf } from './support/html';

/*
 * The real production build (built by this project's globalSetup) served by the real server on
 * a demo-seeded temp DATA_DIR, fetched as a client that runs no script.
 */

const CLIENT_DIR = path.resolve(__dirname, '..', '..', 'build', 'client');

function setting<N extends (typeof demoContent.settings)[number]['name']>(name: N) {
  const entry = demoContent.settings.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`The demo has no ${name} setting.`);
  return entry.content as Extract<(typeof demoContent.settings)[number], { name: N }>['content'];
}

const site = setting('site');
const hero = setting('hero');
const about = setting('about');
const organisation = site.name.en;
const activeProjects = demoContent.projects.filter(({ status }) => status === 'active');
const project = activeProjects[0]!;

describe('server-rendered pages', () => {
  const t = useTestApp(
    { clientDir: CLIENT_DIR, seedDemo: true },
    { scope: 'all', timeout: 60_000 },
  );

  it('renders the home page with every section before any script runs', async () => {
    const answer = await t.inject({ url: '/' });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(htmlTagOf(answer.body)).toBe('<html lang="en" dir="ltr">');
    const headings = headingsOf(answer.body);
    expect(headings).toContain(hero.en.heading.replace('\n', ' '));
    expect(headings).toEqual(
      expect.arrayContaining([
        'Support Our Projects',
        'Our Activities',
        about.en.heading,
        `${organisation} in News`,
        'Our trusted NGO partners',
        'Testimonials',
        ...demoContent.highlights.map((highlight) => highlight.heading),
      ]),
    );
    const text = textOf(rootOf(answer.body));
    expect(text).toContain('Pick a cause which is close to your heart and donate now!');
    expect(text).toContain('We have been raising funds for credible nonprofits for 20+ years');
    // The first page of active projects, newest first.
    const shown = activeProjects.filter(({ title }) => text.includes(title));
    expect(shown.length).toBeGreaterThan(0);
    // No loading screen: the settings were fetched on the server.
    expect(answer.body).not.toMatch(/Loading \d+%/);
    expect(answer.body).toMatch(new RegExp(`<title>${organisation}</title>`));
  });

  it('renders a project page with its title and donors', async () => {
    const answer = await t.inject({ url: `/projects/${project.projectId}` });

    expect(answer.statusCode).toBe(200);
    expect(headingsOf(answer.body)).toContain(project.title);
    const text = textOf(rootOf(answer.body));
    // Each donor as they chose: by name, by initials (the name nowhere in the page), or not at all.
    for (const { donorName, shownAs = 'name', status } of project.donations) {
      if (!donorName) continue;
      // A gift a donor told of and no admin confirmed is nowhere on the page.
      if (status === 'pending') {
        expect(answer.body).not.toContain(donorName);
        continue;
      }
      if (shownAs === 'name') expect(text).toContain(donorName);
      else expect(answer.body).not.toContain(donorName);
      if (shownAs === 'initials') expect(text).toContain(initialsOf(donorName));
    }
    expect(text).toContain('Top Donor');
    expect(text).toContain('First Donor');
    expect(answer.body).toContain(`<title>${project.title} | ${organisation}</title>`);
  });

  it("renders a project's updates, newest first, in English and in Urdu", async () => {
    const post = (fields: Record<string, string>) =>
      t.admin({
        method: 'POST',
        url: `/api/v1/projects/${project.projectId}/updates`,
        payload: form(fields),
      });
    expect(
      (await post({ date: '2025-01-10', text: 'Survey done', textUr: 'سروے مکمل ہوا' })).statusCode,
    ).toBe(201);
    const wells = {
      date: '2025-03-01',
      text: 'Wells dug',
      textUr: 'کنویں کھودے گئے',
      spent: '90000',
    };
    expect((await post(wells)).statusCode).toBe(201);

    const english = textOf(
      rootOf((await t.inject({ url: `/projects/${project.projectId}` })).body),
    );
    expect(english).toMatch(/Updates 01 Mar 2025 Wells dug Spent: ₹90,000 10 Jan 2025 Survey done/);
    const urdu = textOf(
      rootOf((await t.inject({ url: `/projects/${project.projectId}?lang=ur` })).body),
    );
    expect(urdu).toMatch(
      /تازہ احوال 01 مارچ 2025 کنویں کھودے گئے خرچ ہوئے: ₹90,000 10 جنوری 2025 سروے مکمل ہوا/,
    );
    expect(urdu).not.toContain('Wells dug');
  });

  it("renders an active project's UPI QR code and payment link, with no private detail", async () => {
    const answer = await t.inject({ url: `/projects/${project.projectId}` });
    const root = rootOf(answer.body);
    expect(root).toMatch(
      new RegExp(`<img [^>]*src="/api/v1/projects/${project.projectId}/upi\\.svg"[^>]*>`),
    );
    expect(root).toMatch(/<img [^>]*alt="QR code to pay roshni\.trust@example by UPI"/);
    expect(root).toContain(
      `href="upi://pay?pa=roshni.trust%40example&amp;pn=Roshni%20Welfare%20Trust&amp;tn=`,
    );
    const references = project.donations.flatMap((gift) =>
      gift.paymentReference ? [gift.paymentReference] : [],
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(answer.body).not.toContain(reference);
    const qr = await t.inject({ url: `/api/v1/projects/${project.projectId}/upi.svg` });
    expect(qr.statusCode).toBe(200);
    expect(qr.body.startsWith('<svg')).toBe(true);
  });

  it('renders the transparency page, registrations and documents, in English and Urdu', async () => {
    const english = await t.inject({ url: '/transparency' });
    expect(english.statusCode).toBe(200);
    expect(headingsOf(english.body)).toEqual(
      expect.arrayContaining([
        'Registrations and reports',
        'Registrations',
        '80G (tax deduction for donors)',
        'Reports and accounts',
      ]),
    );
    const text = textOf(rootOf(english.body));
    expect(text).toContain('AABTR1234C');
    expect(text).toContain('Valid from 01 Apr 2022 until 31 Mar 2027');
    expect(english.body).toMatch(
      /<a[^>]*href="\/user\/upload\/Documents\/[^"]+\.pdf"[^>]*download/,
    );

    const urdu = await t.inject({ url: '/transparency?lang=ur' });
    expect(htmlTagOf(urdu.body)).toBe('<html lang="ur" dir="rtl">');
    expect(headingsOf(urdu.body)).toEqual(
      expect.arrayContaining(['رجسٹریشنز اور رپورٹیں', 'رپورٹیں اور حسابات']),
    );
    expect(textOf(rootOf(urdu.body))).toContain('سالانہ رپورٹ 2024-25');
  });

  it("renders the donors' data page (/privacy) in English and Urdu, with the privacy contact", async () => {
    const english = await t.inject({ url: '/privacy' });
    expect(english.statusCode).toBe(200);
    expect(headingsOf(english.body)).toEqual(
      expect.arrayContaining(['Your data', 'What we keep', 'Who can see it', 'Whom to write to']),
    );
    const text = textOf(rootOf(english.body));
    expect(text).toContain('at least 8 years');
    expect(text).toContain('Form 10BD');
    expect(rootOf(english.body)).toContain('href="mailto:privacy@example.org"');
    expect(english.body).toContain(`<title>Your data | ${organisation}</title>`);

    const urdu = await t.inject({ url: '/privacy?lang=ur' });
    expect(urdu.statusCode).toBe(200);
    expect(htmlTagOf(urdu.body)).toBe('<html lang="ur" dir="rtl">');
    expect(headingsOf(urdu.body)).toEqual(
      expect.arrayContaining(['آپ کی معلومات', 'ہم کیا رکھتے ہیں', 'کسے لکھیں']),
    );
    expect(textOf(rootOf(urdu.body))).toContain('کم از کم 8 سال');
    expect(rootOf(urdu.body)).toContain('href="mailto:privacy@example.org"');
  });

  it('renders Urdu, right to left, for the lang=ur cookie', async () => {
    const answer = await t.inject({ url: '/', headers: { cookie: 'theme=x; lang=ur' } });

    expect(htmlTagOf(answer.body)).toBe('<html lang="ur" dir="rtl">');
    expect(headingsOf(answer.body)).toContain(hero.ur.heading.replace('\n', ' '));
    expect(textOf(rootOf(answer.body))).toContain(site.name.ur);
    expect(JSON.parse(stateScriptOf(answer.body))).toMatchObject({
      language: { language: 'ur' },
    });
  });

  it('renders Urdu for a browser that prefers it, and English when the cookie says so', async () => {
    const preferred = await t.inject({
      url: '/',
      headers: { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' },
    });
    expect(htmlTagOf(preferred.body)).toBe('<html lang="ur" dir="rtl">');
    expect(headingsOf(preferred.body)).toContain(hero.ur.heading.replace('\n', ' '));

    const chosen = await t.inject({
      url: '/',
      headers: { 'accept-language': 'ur', cookie: 'lang=en' },
    });
    expect(htmlTagOf(chosen.body)).toBe('<html lang="en" dir="ltr">');
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const answer = await t.inject({ url: '/no-such-page' });

    expect(answer.statusCode).toBe(404);
    expect(headingsOf(answer.body)).toContain('404');
    const text = textOf(rootOf(answer.body));
    expect(text).toContain("Oops! The page you're looking for does not exist.");
    expect(text).toContain('Go back to Home');
  });

  it('answers 404 for an unknown project', async () => {
    const answer = await t.inject({ url: '/projects/no-such-project' });

    expect(answer.statusCode).toBe(404);
    expect(rootOf(answer.body)).toContain('404');
  });

  it('carries the state as inert JSON with no raw "<"', async () => {
    const answer = await t.inject({ url: `/projects/${project.projectId}` });

    const json = stateScriptOf(answer.body);
    expect(json).not.toContain('<');
    const state = JSON.parse(json) as { api: { queries: Record<string, { status: string }> } };
    const answered = Object.entries(state.api.queries).map(([key, entry]) => [key, entry.status]);
    expect(answered).toEqual(
      expect.arrayContaining([
        ['getSettings(undefined)', 'fulfilled'],
        [expect.stringContaining(project.projectId), 'fulfilled'],
      ]),
    );
    // Inline, only the state as JSON and the boot loader, which the policy allows by its hash.
    const inline = [
      ...answer.body.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.map((match) => match[1])).toEqual([
      ' type="application/json" id="__PRELOADED_STATE__"',
      expect.stringMatching(/^ data-scripts="(\/assets\/[\w.-]+\.js ?)+"$/),
    ]);
    const loader = createHash('sha256')
      .update(inline[1]?.[2] ?? '')
      .digest('base64');
    const policy = String(answer.headers['content-security-policy']);
    expect(/script-src ([^;]+)/.exec(policy)?.[1]?.split(' ')).toEqual([
      "'self'",
      `'sha256-${loader}'`,
    ]);
  });

  it('sends the admin the plain shell, rendered in the browser', async () => {
    const answer = await t.inject({ url: '/admin/login' });

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/<div id="?root"?><\/div>/);
    expect(answer.body).not.toContain('__PRELOADED_STATE__');
  });
});

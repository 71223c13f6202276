import { demoContent } from '../seed/content';
import { useTestApp } from '../test/testApp';
import { PUBLIC_PAGES } from './sitemap';

/** Every <loc> of a sitemap. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

describe('with PUBLIC_URL', () => {
  // Seeding generates the demo images: slow on a busy machine.
  const t = useTestApp(
    { seedDemo: true, env: { PUBLIC_URL: 'https://trust.example.org/' } },
    { scope: 'all', timeout: 60_000 },
  );

  it('lists the public pages and every project at its public address', async () => {
    const answer = await t.inject({ url: '/sitemap.xml', headers: { host: 'other.example' } });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const listed = locations(answer.body);
    const expected = [
      ...PUBLIC_PAGES,
      ...demoContent.projects.map(({ projectId, status }) =>
        status === 'active' ? `/projects/${projectId}` : `/activities/${projectId}`,
      ),
    ].map((pathname) => `https://trust.example.org${pathname}`);
    expect([...listed].sort()).toEqual([...expected].sort());
    // Each with its Urdu version.
    const project = `https://trust.example.org/projects/${demoContent.projects[0]!.projectId}`;
    expect(answer.body).toContain(
      `<url><loc>${project}</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${project}"/>` +
        `<xhtml:link rel="alternate" hreflang="ur" href="${project}?lang=ur"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${project}"/></url>`,
    );
  });

  it('lists a project added later, where the site links it', async () => {
    const added = await t.app.db
      .insertInto('projects')
      .values({
        projectId: 'new-cause',
        title: 'New cause',
        status: 'completed',
        goal: 100,
        link: '',
        image: 'x.webp',
        details: 'd',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = locations((await t.inject({ url: '/sitemap.xml' })).body);
    expect(listed).toContain('https://trust.example.org/activities/new-cause');
    await t.app.db.deleteFrom('projects').where('id', '=', added.id).execute();
  });

  it('serves robots.txt that keeps /admin out and points at the sitemap', async () => {
    const answer = await t.inject({ url: '/robots.txt' });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /receipt/',
        'Disallow: /my-receipts/',
        'Disallow: /unsubscribe/',
        'Sitemap: https://trust.example.org/sitemap.xml',
      ]),
    );
  });
});

describe('without PUBLIC_URL', () => {
  const t = useTestApp({}, { scope: 'all' });

  it("uses the request's host", async () => {
    const robots = await t.inject({ url: '/robots.txt', headers: { host: 'charity.local:8080' } });
    expect(robots.body).toContain('Sitemap: http://charity.local:8080/sitemap.xml');

    const sitemap = await t.inject({
      url: '/sitemap.xml',
      headers: { host: 'charity.local:8080' },
    });
    expect(locations(sitemap.body)).toContain('http://charity.local:8080/contact-us');
    expect(locations(sitemap.body)).toContain('http://charity.local:8080/transparency');
    // The donors' data page (issue 29), beside the privacy policy.
    expect(locations(sitemap.body)).toContain('http://charity.local:8080/privacy');
  });

  it('never echoes a malformed host into the links', async () => {
    const answer = await t.inject({
      url: '/robots.txt',
      headers: { host: 'evil.example"><script>' },
    });
    expect(answer.body).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(answer.body).not.toContain('<script>');
  });
});

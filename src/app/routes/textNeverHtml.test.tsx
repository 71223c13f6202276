import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Setting } from '@contract/settings';
import { demoDonorsByProject, donorHandlers } from '@/test/mocks/gift';
import { demoGalleryImages, GALLERY_IMAGES_URL } from '@/test/mocks/gallery-image';
import { demoHighlights, HIGHLIGHTS_URL } from '@/test/mocks/highlight';
import { demoNews, NEWS_URL } from '@/test/mocks/news-item';
import { demoPartners, PARTNERS_URL } from '@/test/mocks/partner';
import { demoProjects, projectHandlers } from '@/test/mocks/project';
import { demoSettings, settingsResponse, SETTINGS_URL } from '@/test/mocks/setting';
import { demoTestimonials, TESTIMONIALS_URL } from '@/test/mocks/testimonial';
import { mockServer, renderWithProviders } from '@/test/app';

/*
 * Text from the API is never rendered as HTML (issue 6): every text field of the public pages'
 * data holds markup that would run if it were parsed, and the pages show it as plain text.
 */

/** The markup stored in the field at `path`, tagged with the path to find it again. */
const markup = (path: string) =>
  `<img src=x onerror=alert(1)><script>alert(1)</script><b>${path}</b>`;

/** Links, pictures, dates and choices: not free text, they keep their valid values. */
const NOT_TEXT = new Set([
  'image',
  'logo',
  'link',
  'video',
  'date',
  'type',
  'status',
  'projectId',
  'color',
  'donateUrl',
  'donorLoginUrl',
  'facebook',
  'twitter',
  'linkedIn',
  'actionLink1',
  'actionLink2',
]);

/** A copy of `value` with every free-text string replaced by its markup. */
function withMarkup<T>(value: T, path: string): T {
  if (typeof value === 'string') return markup(path) as T;
  if (Array.isArray(value)) return value.map((item, i) => withMarkup(item, `${path}.${i}`)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      NOT_TEXT.has(key) ? field : withMarkup(field, `${path}.${key}`),
    ]),
  ) as T;
}

const settings = demoSettings({
  banner: {
    show: true,
    image: '/user/upload/Banner/b.jpg',
    actionLink1: 'https://example.org/1',
    actionLink2: 'https://example.org/2',
    en: { heading: 'h', subHeading: 's', action1: 'a1', action2: 'a2' },
    ur: { heading: 'h', subHeading: 's', action1: 'a1', action2: 'a2' },
  },
}).map((entry: Setting) => ({ ...entry, content: withMarkup(entry.content, entry.name) }));
const projects = withMarkup(demoProjects, 'projects');
const donors = Object.fromEntries(
  Object.entries(demoDonorsByProject).map(([id, list]) => [id, withMarkup(list, `donors.${id}`)]),
);
const page = <T,>(data: T[]) => ({
  data,
  metadata: { page: 1, limit: 100, total: data.length, hasNext: false },
});

beforeEach(() => {
  mockServer.use(
    http.get(SETTINGS_URL, () => settingsResponse(settings)),
    http.get(GALLERY_IMAGES_URL, () => HttpResponse.json(withMarkup(demoGalleryImages, 'gallery'))),
    http.get(HIGHLIGHTS_URL, () => HttpResponse.json(withMarkup(demoHighlights, 'highlights'))),
    http.get(NEWS_URL, () => HttpResponse.json(page(withMarkup(demoNews, 'news')))),
    http.get(PARTNERS_URL, () => HttpResponse.json(withMarkup(demoPartners, 'partners'))),
    http.get(TESTIMONIALS_URL, () =>
      HttpResponse.json(page(withMarkup(demoTestimonials, 'testimonials'))),
    ),
    ...projectHandlers(projects),
    ...donorHandlers(donors),
  );
});

/** Nothing the markup would have made: no picture of `x`, no script, no bold, no handler. */
function expectNoMarkupElements() {
  expect(document.querySelectorAll('img[src="x"], script, b')).toHaveLength(0);
  expect(document.querySelectorAll('[onerror]')).toHaveLength(0);
}

/** The texts at these paths are on the page, whole and literal (sections load lazily). */
async function expectShownAsText(paths: string[]) {
  const missing = () => paths.filter((path) => !document.body.textContent?.includes(markup(path)));
  await waitFor(() => expect(missing()).toEqual([]), { timeout: 20_000 });
}

/** The texts at these paths are an attribute's value (alt, title), whole and literal. */
function expectInAttributes(attribute: string, paths: string[]) {
  const values = [...document.querySelectorAll(`[${attribute}]`)].map((element) =>
    element.getAttribute(attribute),
  );
  expect(paths.filter((path) => !values.includes(markup(path)))).toEqual([]);
}

describe('text from the API, holding markup', () => {
  it('is shown as text on the home page', async () => {
    renderWithProviders();
    await expectShownAsText([
      'hero.en.heading',
      'hero.en.subHeading',
      'hero.en.action',
      'banner.en.heading',
      'banner.en.subHeading',
      'banner.en.action1',
      'banner.en.action2',
      'about.en.heading',
      'about.en.text',
      'site.name.en',
      'highlights.0.heading',
      'highlights.0.subHeading',
      'projects.0.title',
      'news.0.heading',
      'testimonials.0.name',
    ]);
    expectInAttributes('alt', ['partners.0.name', 'gallery.0.name']);
    expectNoMarkupElements();
    await waitFor(() => expect(document.title).toContain(markup('site.name.en')));
  });

  it('is shown as text on the contact page', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });
    await expectShownAsText([
      'site.name.en',
      'site.email',
      'site.offices.hyderabad.en',
      'site.offices.bangalore.en',
    ]);
    expectNoMarkupElements();
  });

  it('is shown as text on a project page, its donors included', async () => {
    const [first] = demoProjects;
    renderWithProviders(undefined, { route: `/projects/${first?.projectId ?? ''}` });
    await expectShownAsText([
      'projects.0.title',
      'projects.0.projectDetails',
      `donors.${first?.projectId ?? ''}.0.donorName`,
    ]);
    expectInAttributes('alt', ['projects.0.title']);
    expectNoMarkupElements();
  });

  it('is shown as text on an activity page', async () => {
    const completed = demoProjects.findIndex((project) => project.status === 'completed');
    const project = demoProjects[completed];
    renderWithProviders(undefined, { route: `/activities/${project?.projectId ?? ''}` });
    await expectShownAsText([
      `projects.${completed}.title`,
      `projects.${completed}.projectDetails`,
    ]);
    expectNoMarkupElements();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { NewsItem, Project, Testimonial } from '@contract/content';
import { demoNews, newsBackend } from '@/test/mocks/news-item';
import { PROJECTS_URL, demoProjects, projectBackend } from '@/test/mocks/project';
import { testimonialBackend } from '@/test/mocks/testimonial';
import { mockServer, renderWithProviders, signedIn } from '@/test/app';

/*
 * The admin lists of paged resources (news, testimonials, projects) hold more than the API's
 * largest page (100): the server pages them, 20 rows a page unless the admin picks another size,
 * and the page lives in the URL.
 */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const inUrdu = { ...signedIn, language: { language: 'ur' as const } };
const no = (n: number) => String(n).padStart(3, '0');
/** 1..count */
const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** `count` stories, Story 001 the newest, so the server lists them in number order. */
function stories(count: number): NewsItem[] {
  return numbers(count).map((n) => ({
    ...demoNews[1]!,
    id: n,
    heading: `Story ${no(n)}`,
    date: new Date(Date.UTC(2024, 0, 1) - n * 86_400_000).toISOString().slice(0, 10),
  }));
}

/** `count` testimonials, in their order, as the server lists them. */
function speakers(count: number): Testimonial[] {
  return numbers(count).map((n) => ({
    id: count + 1 - n,
    position: n,
    name: `Speaker ${no(n)}`,
    nameUr: null,
    video: `https://youtu.be/video${no(n)}`,
  }));
}

function causes(count: number): Project[] {
  return numbers(count).map((n) => ({
    ...demoProjects.find(({ status }) => status === 'active')!,
    id: n,
    projectId: `cause-${no(n)}`,
    title: `Cause ${no(n)}`,
  }));
}

function open(route: string, preloadedState = signedIn) {
  return renderWithProviders(undefined, { route, preloadedState });
}

// Generous waits: a page of 100 antd rows takes jsdom a while on a busy machine.
const patiently = { timeout: 15_000 };
const find = (text: string) => screen.findByText(text, undefined, patiently);
/** A page's number in the pager (antd names each by its title). */
const pageButton = (name: string) => screen.getByRole('listitem', { name });
const at = (router: ReturnType<typeof open>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('admin lists longer than one page', () => {
  it('pages through 125 stories; reload and Back keep the page', async () => {
    mockServer.use(...newsBackend(stories(125)).handlers);
    const { user, router, unmount } = open('/admin/news/list');
    expect(await find('Story 001')).toBeInTheDocument();
    expect(screen.getByText('Story 020')).toBeInTheDocument();
    expect(screen.queryByText('Story 021')).not.toBeInTheDocument();
    expect(screen.getByText('1–20 of 125')).toBeInTheDocument();

    await user.click(pageButton('2'));
    expect(await find('Story 021')).toBeInTheDocument();
    expect(screen.queryByText('Story 001')).not.toBeInTheDocument();
    expect(at(router)).toBe('/admin/news/list?page=2');

    await user.click(pageButton('7'));
    expect(await find('Story 125')).toBeInTheDocument();
    expect(screen.getByText('Story 121')).toBeInTheDocument();
    expect(screen.getByText('121–125 of 125')).toBeInTheDocument();

    await router.navigate(-1);
    expect(await find('Story 040')).toBeInTheDocument();
    expect(at(router)).toBe('/admin/news/list?page=2');

    // A reload: a fresh app at the same address.
    const address = at(router);
    unmount();
    open(address);
    expect(await find('Story 021')).toBeInTheDocument();
    expect(screen.getByText('21–40 of 125')).toBeInTheDocument();
  });

  it('shows 100 rows a page when chosen; page 2 holds project 101 on', async () => {
    const asked: string[] = [];
    mockServer.use(...projectBackend(causes(105)).handlers);
    // Put in front of the backend: notes each list request, then leaves the answer to it.
    mockServer.use(
      http.get(PROJECTS_URL, ({ request }) => void asked.push(new URL(request.url).search)),
    );
    const { user, router } = open('/admin/projects/list');
    expect(await find('Cause 020')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Items per page' }));
    await user.click(await screen.findByTitle('100 / page', undefined, patiently));
    expect(await find('Cause 100')).toBeInTheDocument();
    await user.click(pageButton('2'));
    expect(await find('Cause 101')).toBeInTheDocument();
    expect(screen.getByText('Cause 105')).toBeInTheDocument();
    expect(screen.queryByText('Cause 100')).not.toBeInTheDocument();
    expect(at(router)).toBe('/admin/projects/list?page=2&size=100');
    expect(asked).toEqual([
      '?page=1&limit=20&status=all',
      '?page=1&limit=100&status=all',
      '?page=2&limit=100&status=all',
    ]);
  });

  it('reloads the page shown after a delete on it', async () => {
    const backend = testimonialBackend(speakers(45));
    mockServer.use(...backend.handlers);
    const { user, router } = open('/admin/testimonials/list?page=2');
    expect(await find('Speaker 021')).toBeInTheDocument();
    expect(screen.queryByText('Speaker 041')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Speaker 030' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, patiently));
    // The next page's first card moves up into this page.
    expect(await find('Speaker 041')).toBeInTheDocument();
    expect(screen.queryByText('Speaker 030')).not.toBeInTheDocument();
    expect(screen.getByText('Speaker 021')).toBeInTheDocument();
    expect(at(router)).toBe('/admin/testimonials/list?page=2');
    expect(backend.sent).toEqual([{ method: 'DELETE', id: speakers(45)[29]!.id }]);
  });

  it('returns to the page the admin came from after saving an edit', async () => {
    const backend = testimonialBackend(speakers(45));
    mockServer.use(...backend.handlers);
    const { user, router } = open('/admin/testimonials/list?page=2');
    expect(await find('Speaker 025')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit Speaker 025' }));
    const name = await screen.findByLabelText('Name', undefined, patiently);
    await waitFor(() => expect(name).toHaveValue('Speaker 025'), patiently);
    // The form's own address keeps the list's place, so a reload of the form keeps it too.
    expect(at(router)).toBe(`/admin/testimonials/${speakers(45)[24]!.id}/edit?page=2`);
    await user.clear(name);
    await user.type(name, 'Speaker 025 renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await find('Speaker 025 renamed')).toBeInTheDocument();
    expect(at(router)).toBe('/admin/testimonials/list?page=2');
    expect(screen.getByText('Speaker 021')).toBeInTheDocument();
    expect(screen.getByText('Speaker 040')).toBeInTheDocument();
    expect(screen.queryByText('Speaker 001')).not.toBeInTheDocument();
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(pageButton('2')).toHaveClass('ant-pagination-item-active');
  });

  it('returns to the page and page size after adding, and after cancelling', async () => {
    mockServer.use(...newsBackend(stories(125)).handlers);
    const { user, router } = open('/admin/news/list?page=3&size=10');
    expect(await find('Story 021')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Add New' }));
    await user.click(await screen.findByRole('link', { name: 'Cancel' }, patiently));
    expect(await find('Story 030')).toBeInTheDocument();
    expect(at(router)).toBe('/admin/news/list?page=3&size=10');
    expect(screen.getByText('21–30 of 125')).toBeInTheDocument();
  });

  it('goes back one page when the last page loses its last item', async () => {
    const backend = newsBackend(stories(101));
    mockServer.use(...backend.handlers);
    const { user, router } = open('/admin/news/list?page=6');
    const row = (await find('Story 101')).closest('tr')!;
    expect(screen.getByText('101–101 of 101')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete Story 101' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }, patiently));
    expect(await find('Story 081')).toBeInTheDocument();
    expect(screen.getByText('Story 100')).toBeInTheDocument();
    expect(screen.getByText('81–100 of 100')).toBeInTheDocument();
    await waitFor(() => expect(at(router)).toBe('/admin/news/list?page=5'), patiently);
    expect(backend.items()).toHaveLength(100);
  });

  it('takes an address past the end to the last page', async () => {
    mockServer.use(...newsBackend(stories(30)).handlers);
    const { router } = open('/admin/news/list?page=9');
    expect(await find('Story 030')).toBeInTheDocument();
    expect(at(router)).toBe('/admin/news/list?page=2');
  });

  it('labels the pager in Urdu, right to left', async () => {
    mockServer.use(...newsBackend(stories(45)).handlers);
    open('/admin/news/list', inUrdu);
    expect(await find('Story 001')).toBeInTheDocument();
    expect(screen.getByText('45 میں سے 1 تا 20')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'اگلا صفحہ' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'پچھلا صفحہ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'فی صفحہ اشیاء' })).toBeInTheDocument();
    expect(screen.getByTitle('20 / صفحہ')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

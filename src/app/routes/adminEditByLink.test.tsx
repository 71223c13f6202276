import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LIMITS } from '@contract/common';
import { type NewsItem, type Project, type Testimonial } from '@contract/content';
import { NEWS_ITEM_URL, demoNews, newsBackend } from '@/test/mocks/news-item';
import { demoProjects, projectBackend } from '@/test/mocks/project';
import { demoTestimonials, testimonialBackend } from '@/test/mocks/testimonial';
import { expectItemGone, mockServer, openScreen, useMockBackend } from '@/test/app';

/*
 * An edit screen opened from a bookmark, a shared link or a refresh, for an item the admin
 * list's first page (100 items) does not hold: the screen reads the item on its own.
 */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const MORE = LIMITS.pageLimit + 5;

describe('an edit screen opened by its address', () => {
  it('opens a news item beyond the first page of the list', async () => {
    const older: NewsItem[] = Array.from({ length: MORE }, (_, i) => ({
      ...demoNews[1]!,
      id: 100 + i,
      heading: `Archive story ${i}`,
      date: `2019-01-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    const backend = useMockBackend(newsBackend([...demoNews, ...older]));
    const last = backend.items().at(-1)!;
    expect(backend.items().indexOf(last)).toBeGreaterThanOrEqual(LIMITS.pageLimit);

    await openScreen(`/admin/news/${last.id}/edit`, 'Edit News');
    expect(await screen.findByLabelText('Heading')).toHaveValue(last.heading);
    expect(screen.getByLabelText('Link')).toHaveValue(last.link);
  });

  it('opens a testimonial beyond the first page of the list', async () => {
    const older: Testimonial[] = Array.from({ length: MORE }, (_, i) => ({
      id: 100 + MORE - i,
      position: 100 + i,
      name: `Volunteer ${i}`,
      nameUr: null,
      video: `https://youtu.be/archive${i}`,
    }));
    const backend = useMockBackend(testimonialBackend([...demoTestimonials, ...older]));
    const last = backend.items().at(-1)!;

    await openScreen(`/admin/testimonials/${last.id}/edit`, 'Edit Testimonial');
    expect(await screen.findByLabelText('Name')).toHaveValue(last.name);
    expect(screen.getByLabelText('Video')).toHaveValue(last.video);
  });

  it('opens a project beyond the first page of the list', async () => {
    const older: Project[] = Array.from({ length: MORE }, (_, i) => ({
      ...demoProjects[0]!,
      projectId: `archive-${i}`,
      title: `Archive project ${i}`,
    }));
    useMockBackend(projectBackend([...demoProjects, ...older]));

    await openScreen(`/admin/projects/archive-${MORE - 1}/edit`, 'Edit Project');
    expect(await screen.findByLabelText('Title')).toHaveValue(`Archive project ${MORE - 1}`);
  });

  it('says an item is gone for a malformed id', async () => {
    useMockBackend(newsBackend());
    await openScreen('/admin/news/abc/edit', 'Edit News');
    await expectItemGone('/admin/news/list');
  });

  it('tells a failed load in a toast, not as a missing item', async () => {
    mockServer.use(http.get(NEWS_ITEM_URL, () => HttpResponse.json({}, { status: 500 })));
    await openScreen(`/admin/news/${demoNews[0]!.id}/edit`, 'Edit News');
    expect(await screen.findByText('failed to load data, please try again')).toBeInTheDocument();
    expect(screen.queryByText('This item no longer exists.')).not.toBeInTheDocument();
  });
});

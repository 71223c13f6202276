import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GalleryImage, Highlight } from '@contract/content';
import type { SettingContents } from '@contract/settings';
import { GALLERY_IMAGES_URL } from '@/test/mocks/gallery-image';
import { HIGHLIGHTS_URL } from '@/test/mocks/highlight';
import { demoProjects, projectHandlers } from '@/test/mocks/project';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { mockServer, renderWithProviders } from '@/test/app';

/* Uploaded pictures as the server names them (contract/uploads/imageVariants.ts): the public pages
   offer their copies, reserve their space, and fetch only the first screen's largest at once. */

const id = (n: number) => `0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e0${n}`;
const BANNER = `/user/upload/Banner/${id(1)}-1440x540.webp`;

const banner: SettingContents['banner'] = {
  ...demoSettingContents.banner,
  show: true,
  image: BANNER,
  en: { heading: 'Winter appeal', subHeading: '', action1: '', action2: '' },
};
const gallery: GalleryImage[] = [
  {
    id: 1,
    position: 1,
    name: 'Food drive volunteers',
    nameUr: null,
    image: `/user/upload/Gallery/${id(2)}-960x640.webp`,
  },
  {
    id: 2,
    position: 2,
    name: 'New village well',
    nameUr: null,
    image: `/user/upload/Gallery/${id(3)}-960x640.webp`,
  },
];
const highlights: Highlight[] = [
  {
    id: 1,
    position: 1,
    heading: 'Meals',
    headingUr: null,
    subHeading: 'served',
    subHeadingUr: null,
    image: `/user/upload/Highlights/${id(4)}-800x600.webp`,
  },
];

function serveUploads() {
  mockServer.use(
    settingsWith({ banner }),
    http.get(GALLERY_IMAGES_URL, () => HttpResponse.json(gallery)),
    http.get(HIGHLIGHTS_URL, () => HttpResponse.json(highlights)),
  );
}

describe('images on the home page', () => {
  it('fetches the banner at once, with its copies, and only the banner', async () => {
    serveUploads();
    renderWithProviders();

    const section = (await screen.findByRole('heading', { name: 'Winter appeal' })).closest(
      'section',
    ) as HTMLElement;
    const image = section.querySelector('img');
    expect(image).toHaveAttribute('src', BANNER);
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${id(1)}-480w.webp 480w`));
    expect(image).toHaveAttribute('sizes', expect.stringContaining('calc(100vw - 32px)'));
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '540');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');

    // Once every section with pictures is in, the banner is still the only one raised.
    const photo = await screen.findAllByRole('img', { name: 'Food drive volunteers' });
    await screen.findByRole('heading', { name: 'Meals' });
    await screen.findAllByRole('img', { name: demoProjects[0]!.title });
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    expect(photo[0]).toHaveAttribute('loading', 'lazy');
  });

  it('loads the gallery and highlights lazily, each with its copies and size', async () => {
    serveUploads();
    renderWithProviders();

    const gallerySection = await screen.findByRole('region', { name: 'Gallery' });
    const [photo] = await within(gallerySection).findAllByRole('img', {
      name: 'Food drive volunteers',
    });
    expect(photo).toHaveAttribute(
      'srcset',
      `/user/upload/Gallery/${id(2)}-480w.webp 480w, ${gallery[0]!.image} 960w`,
    );
    expect(photo).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1024px)'));
    expect(photo).toHaveAttribute('width', '960');
    expect(photo).toHaveAttribute('height', '640');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');

    const card = (await screen.findByRole('heading', { name: 'Meals' })).closest('article');
    const picture = card?.querySelector('img');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '600');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('480w'));
    expect(picture).not.toHaveAttribute('fetchpriority');
  });
});

describe('the image on a project page', () => {
  it('is the page’s first-screen image: fetched at once, with its copies', async () => {
    const project = {
      ...demoProjects[0]!,
      image: `${id(5)}-960x640.webp`,
    };
    mockServer.use(...projectHandlers([project]));
    renderWithProviders(undefined, { route: `/projects/${project.projectId}` });

    const image = await screen.findByRole('img', { name: project.title });
    expect(image).toHaveAttribute('src', `/user/upload/ProjectPhoto/${project.image}`);
    expect(image).toHaveAttribute(
      'srcset',
      `/user/upload/ProjectPhoto/${id(5)}-480w.webp 480w, ` +
        `/user/upload/ProjectPhoto/${project.image} 960w`,
    );
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '960');
  });
});

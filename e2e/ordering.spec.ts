import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/test';

/*
 * Ordering the gallery in the admin (issue 31) by mouse, keyboard and touch, in English and in
 * Urdu (right to left), against the real server; the public home page follows the new order.
 */

type Image = { id: number; name: string; position: number };

const LANGUAGES = {
  en: { switch: 'Language', handle: (name: string) => `Move ${name}` },
  ur: { switch: 'Language', handle: (name: string) => `${name} کو منتقل کریں` },
} as const;

async function gallery(request: APIRequestContext): Promise<Image[]> {
  return (await (await request.get('/api/v1/images')).json()) as Image[];
}

/** Puts a list (the gallery unless told) back as it was, so that other tests meet the demo's order. */
async function restore(request: APIRequestContext, ids: number[], list = 'images') {
  const login = await request.post('/api/v1/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.put(`/api/v1/${list}/order`, {
    data: { ids },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(204);
}

async function openGallery(page: Page, language: keyof typeof LANGUAGES) {
  await page.goto('/admin/images/list');
  if (language === 'ur') {
    await page.getByRole('combobox', { name: LANGUAGES.en.switch }).selectOption('ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
}

const handleOf = (page: Page, language: keyof typeof LANGUAGES, name: string): Locator =>
  page.getByRole('button', { name: LANGUAGES[language].handle(name), exact: true });

/** Waits for the PUT of a list's new order (the gallery's unless told) and answers its ids. */
async function orderSent(page: Page, act: () => Promise<void>, list = 'images'): Promise<number[]> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/v1/${list}/order`)),
    act(),
  ]);
  return (request.postDataJSON() as { ids: number[] }).ids;
}

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** One turn of the page's timers: what the page set to run at once has run. */
const nextTask = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Space lifts the focused handle's item, `arrow` moves it one place, Space drops it; each key
 * once the one before was announced and dnd-kit listens for the next.
 */
async function moveByKeyboard(page: Page, arrow: `Arrow${string}`, moved: RegExp) {
  await page.keyboard.press('Space');
  // Lifted: announced as picked up, then as over its own place (the first) once the places
  // are measured, which the arrow needs to find the next one.
  await expect(liveRegion(page)).toContainText(/is now at place 1 of|میں سے 1 نمبر پر ہے/);
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer set at the lift
  // (setTimeout 0), and Chromium runs input before timers: pressed before that timer runs, the
  // arrow was lost and the item stayed at place 1. A timer of the page's own, set after that
  // one, has run only once it has.
  await nextTask(page);
  await page.keyboard.press(arrow);
  await expect(liveRegion(page)).toContainText(moved);
  await page.keyboard.press('Space');
}

const center = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test.describe(() => {
  test.use({ signedIn: true });

  for (const language of ['en', 'ur'] as const) {
    test(`the gallery is ordered by mouse and by keyboard in ${language}, and the home page follows`, async ({
      page,
      request,
    }) => {
      const before = await gallery(request);
      expect(before.length).toBeGreaterThanOrEqual(3);
      const [first, second, third] = before as [Image, Image, Image];
      try {
        await openGallery(page, language);

        // Mouse: the first image dragged onto the third's place.
        const from = await center(handleOf(page, language, first.name));
        const to = await center(handleOf(page, language, third.name));
        const sent = await orderSent(page, async () => {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x + (to.x - from.x) / 2, from.y + (to.y - from.y) / 2, {
            steps: 10,
          });
          await page.mouse.move(to.x, to.y, { steps: 10 });
          await page.mouse.up();
        });
        expect(sent.slice(0, 3)).toEqual([second.id, third.id, first.id]);
        await expect
          .poll(async () => (await gallery(request)).slice(0, 3).map(({ id }) => id))
          .toEqual([second.id, third.id, first.id]);

        // Keyboard: Space lifts the (now) first image, an arrow moves it one place on, Space
        // drops it. The next place is to the right in English and to the left in Urdu.
        const handle = handleOf(page, language, second.name);
        await handle.focus();
        const keyed = await orderSent(page, () =>
          moveByKeyboard(page, language === 'ur' ? 'ArrowLeft' : 'ArrowRight', / 2 |place 2/),
        );
        expect(keyed.slice(0, 3)).toEqual([third.id, second.id, first.id]);
        // Announced in the admin's language.
        await expect(liveRegion(page)).toContainText(
          language === 'ur'
            ? `${second.name} کو ${before.length} میں سے 2 نمبر`
            : `${second.name} dropped at place 2`,
          { timeout: 5000 },
        );
        await expect
          .poll(async () => (await gallery(request)).slice(0, 3).map(({ id }) => id))
          .toEqual([third.id, second.id, first.id]);

        // The public home page shows the gallery in the new order.
        await page.goto('/?lang=en');
        const slides = page
          .getByRole('region', { name: 'Gallery' })
          .locator('.slick-slide:not(.slick-cloned) img');
        const shown = await slides.evaluateAll((images) =>
          images.map((image) => image.getAttribute('alt')),
        );
        expect(shown.slice(0, 3)).toEqual([third.name, second.name, first.name]);
      } finally {
        await restore(
          request,
          before.map(({ id }) => id),
        );
      }
    });
  }
});

test.describe('a refused order', () => {
  test.use({ signedIn: true });

  test('puts the list back and says so in a toast', async ({ page, request }) => {
    const before = await gallery(request);
    const [first, second] = before as [Image, Image];
    await openGallery(page, 'en');
    // The order never reaches the server (as when the network drops it).
    await page.route('**/api/v1/images/order', (route) => route.abort('blockedbyclient'));
    const handle = handleOf(page, 'en', first.name);
    await handle.focus();
    await orderSent(page, () => moveByKeyboard(page, 'ArrowRight', /place 2/));
    await expect(
      page.getByText('The new order could not be saved; the list is back as it was.'),
    ).toBeVisible();
    const names = page.getByRole('region', { name: 'Gallery' }).locator('.admin-image-card img');
    await expect
      .poll(async () =>
        (await names.evaluateAll((images) => images.map((i) => i.getAttribute('alt')))).slice(0, 2),
      )
      .toEqual([first.name, second.name]);
    expect((await gallery(request)).map(({ id }) => id)).toEqual(before.map(({ id }) => id));
  });
});

/** A finger's pointer events, as a touch screen sends them. */
const FINGER = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0 };

/** The finger moved to `point` (pressed) or lifted there, sent to the document. */
function fingerAt(page: Page, type: 'pointermove' | 'pointerup', point: { x: number; y: number }) {
  return page.evaluate(
    ({ type, x, y, finger }) =>
      document.dispatchEvent(
        new PointerEvent(type, {
          ...finger,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: x,
          clientY: y,
          bubbles: true,
        }),
      ),
    { type, ...point, finger: FINGER },
  );
}

test.describe('on a touch screen', () => {
  test.use({
    signedIn: true,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 820, height: 1180 },
  });

  test('a finger drags an image to another place', async ({ page, request }) => {
    const before = await gallery(request);
    const [first, second] = before as [Image, Image];
    try {
      await openGallery(page, 'en');
      const handle = handleOf(page, 'en', first.name);
      const from = await center(handle);
      const to = await center(handleOf(page, 'en', second.name));
      const sent = await orderSent(page, async () => {
        await handle.dispatchEvent('pointerdown', {
          ...FINGER,
          buttons: 1,
          clientX: from.x,
          clientY: from.y,
        });
        for (let step = 1; step <= 10; step += 1) {
          await fingerAt(page, 'pointermove', {
            x: from.x + ((to.x - from.x) * step) / 10,
            y: from.y + ((to.y - from.y) * step) / 10,
          });
        }
        await fingerAt(page, 'pointerup', to);
      });
      expect(sent.slice(0, 2)).toEqual([second.id, first.id]);
    } finally {
      await restore(
        request,
        before.map(({ id }) => id),
      );
    }
  });
});

/**
 * The other lists: tables moved by down, cards (testimonials) by the arrow to the next place;
 * the projects of one status, shown alone (`query`: what the public reads of them).
 */
const LISTS = [
  { list: 'partners', screen: '/admin/partners/list', name: 'name', next: 'ArrowDown' },
  { list: 'highlights', screen: '/admin/highlights/list', name: 'heading', next: 'ArrowDown' },
  { list: 'news/logos', screen: '/admin/news/logos', name: 'name', next: 'ArrowDown' },
  // Right to left, the next card is to the left.
  { list: 'testimonials', screen: '/admin/testimonials/list', name: 'name', next: 'ArrowLeft' },
  {
    list: 'projects',
    query: '?status=active',
    screen: '/admin/projects/list?status=active',
    name: 'title',
    next: 'ArrowDown',
  },
] as const;

type Named = { id: number } & Record<string, string>;

test.describe('the other lists', () => {
  test.use({ signedIn: true });
  // A sign-in to put the list back after it, besides the screen's own.
  test.describe.configure({ timeout: 60_000 });

  for (const lists of LISTS) {
    const { list, screen, name, next } = lists;
    test(`${list}: an item is moved by keyboard in Urdu, and the public list follows`, async ({
      page,
      request,
    }) => {
      const read = async () => {
        const url = `/api/v1/${list}${'query' in lists ? lists.query : ''}`;
        const answer = (await (await request.get(url)).json()) as Named[] | { data: Named[] };
        return Array.isArray(answer) ? answer : answer.data;
      };
      const before = await read();
      expect(before.length).toBeGreaterThanOrEqual(2);
      const [first, second] = before as [Named, Named];
      try {
        await page.goto(screen);
        await page.getByRole('combobox', { name: LANGUAGES.en.switch }).selectOption('ur');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await handleOf(page, 'ur', first[name]!).focus();
        const sent = await orderSent(page, () => moveByKeyboard(page, next, / 2 /), list);
        expect(sent.slice(0, 2)).toEqual([second.id, first.id]);
        await expect
          .poll(async () => (await read()).slice(0, 2).map(({ id }) => id))
          .toEqual([second.id, first.id]);
        // The screen shows the new order: the first handle is the second item's.
        await expect(page.locator('.sortable-handle').first()).toHaveAccessibleName(
          LANGUAGES.ur.handle(second[name]!),
        );
      } finally {
        await restore(
          request,
          before.map(({ id }) => id),
          list,
        );
      }
    });
  }
});

import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { CRITICAL_FACE_ATTRIBUTE } from '@contract/pages';
import { expect, test } from './support/test';

/*
 * Issue 30: an Urdu page's first screen is drawn by its critical face, a Nastaliq face the server
 * cuts down to that screen's text, until the page has loaded and the full face is attached. A
 * visitor must not be able to tell: the first screen looks the same to the pixel with either face,
 * every Urdu letter in it is Nastaliq throughout, the full face waits for `load` and moves
 * nothing when it comes, and another page (or English) never meets the critical face.
 */

/** The full face's two files (src/app/styles/urdu.css). */
const FULL_FACE = /\/noto-nastaliq-urdu-(urdu|arabic)-400-normal\.[^/]*woff2$/;
const CRITICAL_FACE = /\/fonts\/critical\//;

const DEVICES = {
  phone: {
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
};

/**
 * Whether the page the server sent marks its critical face on `<html>` (the first tag of that
 * name: the inlined stylesheet's comments mention the attribute too).
 */
const servedWithCriticalFace = (html: string) =>
  new RegExp(`\\s${CRITICAL_FACE_ATTRIBUTE}[\\s=>]`).test(/<html\b[^>]*>/i.exec(html)?.[0] ?? '');

/**
 * Waits until the server has built the critical face of the Urdu page at `path`: the first
 * visit starts the build (in seconds), later visits get the face.
 */
async function criticalFaceBuilt(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => servedWithCriticalFace(await (await request.get(path)).text()), {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(true);
}

async function firstActiveProjectPage(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v1/projects?page=1&limit=1&status=active');
  const { data } = (await answer.json()) as { data: { projectId: string }[] };
  return `/projects/${encodeURIComponent(data[0]!.projectId)}?lang=ur`;
}

const hasCriticalFace = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), CRITICAL_FACE_ATTRIBUTE);

/** The page's images and faces have arrived and two frames have been drawn since. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
}

/**
 * Opens `path` with the full face blocked, as an ad blocker might: the page tries to attach it
 * after `load`, fails, and keeps its critical face (src/shared/lib/critical-text/fullFace.ts).
 */
async function openWithFullFaceBlocked(page: Page, path: string) {
  await page.route(FULL_FACE, (route) => route.abort('blockedbyclient'));
  const attempted = page.waitForEvent('requestfailed', (request) => FULL_FACE.test(request.url()));
  await page.goto(path);
  await attempted;
  await settled(page);
  expect(await hasCriticalFace(page)).toBe(true);
}

/** Opens `path` and waits until the full face has taken over from the critical face. */
async function openUntilFullFace(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => hasCriticalFace(page), { timeout: 15_000 }).toBe(false);
  await settled(page);
}

/** Characters no Nastaliq face draws: ASCII letters, digits and punctuation, ₹, bidi controls. */
const NOT_NASTALIQ = /[\u0021-\u007e\u20b9\u200e\u200f\u2066-\u2069]/gu;

/**
 * The elements in the viewport whose own text (a select's: its chosen option's) has Arabic-script
 * letters, each with more glyphs from a face that is not Nastaliq than its text has characters
 * Nastaliq does not draw: as the browser itself reports the fonts it drew that text with.
 */
async function glyphsOutsideNastaliq(page: Page): Promise<{ checked: number; outside: string[] }> {
  const texts = await page.evaluate(() => {
    const shown = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const { parentElement, textContent } = walker.currentNode;
      if (parentElement) shown.set(parentElement, (shown.get(parentElement) ?? '') + textContent);
    }
    for (const select of document.querySelectorAll('select')) {
      shown.set(select, select.selectedOptions[0]?.text ?? '');
    }
    const inView = (element: Element) => {
      const { top, bottom, width } = element.getBoundingClientRect();
      const visible = element.checkVisibility({ visibilityProperty: true });
      return visible && bottom > 0 && top < innerHeight && width > 0;
    };
    const urdu = [...shown].filter(
      ([element, text]) => /\p{Script=Arabic}/u.test(text) && inView(element),
    );
    return urdu.map(([element, text], index) => {
      element.setAttribute('data-glyph-probe', String(index));
      return text;
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const outside: string[] = [];
  for (const [index, text] of texts.entries()) {
    const selector = `[data-glyph-probe="${index}"]`;
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const others = fonts.filter(({ familyName }) => !/Nastaliq/.test(familyName));
    const glyphs = others.reduce((sum, { glyphCount }) => sum + glyphCount, 0);
    if (glyphs > (text.match(NOT_NASTALIQ) ?? []).length) {
      const drawn = fonts.map(({ familyName, glyphCount }) => `${familyName} ×${glyphCount}`);
      outside.push(`${JSON.stringify(text.trim())}: ${drawn.join(', ')}`);
    }
  }
  await cdp.detach();
  return { checked: texts.length, outside };
}

/** Every Urdu glyph of the viewport is Nastaliq, and there is Urdu text to look at. */
async function expectNastaliqThroughout(page: Page) {
  const { checked, outside } = await glyphsOutsideNastaliq(page);
  expect(checked).toBeGreaterThan(5);
  expect(outside).toEqual([]);
}

/** A rectangle of a screenshot, in its pixels. */
type Box = { left: number; top: number; right: number; bottom: number };

/** A screenshot of the viewport, with the corners of its rounded images. */
type Shot = { png: Buffer; corners: Box[] };

/*
 * Chromium does not draw one page in one state quite the same on every load. Seen here, with
 * either face: the antialiased rims of a rounded photo's corners (by up to 7 of 255, on tens of
 * pixels) and, now and then, a run of digits ("22%") put a fraction of a pixel apart. What the
 * faces change would be there on every load. So a rounded image's rim may differ by RIM_LEVELS,
 * and each state is drawn by up to LOADS loads: the first screen passes when a screenshot with the
 * critical face and one with the full face are the same.
 */
const RIM_LEVELS = 8;
const LOADS = 3;

async function screenshot(page: Page): Promise<Shot> {
  const corners = await page.evaluate(() =>
    [...document.images].flatMap((image) => {
      const { left, top, right, bottom } = image.getBoundingClientRect();
      const style = getComputedStyle(image);
      const points = [
        [style.borderTopLeftRadius, left, top],
        [style.borderTopRightRadius, right, top],
        [style.borderBottomLeftRadius, left, bottom],
        [style.borderBottomRightRadius, right, bottom],
      ] as const;
      return points
        .map(([radius, x, y]) => ({ x, y, reach: (parseFloat(radius) + 1) * devicePixelRatio }))
        .filter(({ reach }) => reach > devicePixelRatio)
        .map(({ x, y, reach }) => {
          const [left, top] = [x * devicePixelRatio - reach, y * devicePixelRatio - reach];
          return { left, top, right: left + 2 * reach, bottom: top + 2 * reach };
        });
    }),
  );
  return { png: await page.screenshot({ animations: 'disabled', caret: 'hide' }), corners };
}

/**
 * How many pixels of two screenshots of one size differ (on a rounded image's rim, only those
 * by more than RIM_LEVELS), how many on a rim by less, and a map of the former (red).
 */
async function differingPixels(first: Shot, second: Shot) {
  const decode = (png: Buffer) =>
    sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(first.png), decode(second.png)]);
  const { width, height } = a.info;
  expect([b.info.width, b.info.height]).toEqual([width, height]);
  const corners = [...first.corners, ...second.corners];
  const onRim = (x: number, y: number) =>
    corners.some((box) => x >= box.left && x < box.right && y >= box.top && y < box.bottom);
  const marks = Buffer.alloc(a.data.length, 0xff);
  let count = 0;
  let rims = 0;
  for (let at = 0; at < a.data.length; at += 4) {
    if (a.data.readUInt32BE(at) === b.data.readUInt32BE(at)) continue;
    const levels = [0, 1, 2].map((channel) =>
      Math.abs(a.data[at + channel]! - b.data[at + channel]!),
    );
    const pixel = at / 4;
    if (Math.max(...levels) <= RIM_LEVELS && onRim(pixel % width, Math.floor(pixel / width))) {
      rims += 1;
    } else {
      count += 1;
      marks.writeUInt32BE(0xff0000ff, at);
    }
  }
  const map = await sharp(marks, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { count, rims, map, first, second };
}

/**
 * The Urdu page at `path` draws its first screen the same with its critical face (the full face
 * blocked) as with the full face, in Nastaliq throughout.
 */
async function expectSameFirstScreen(page: Page, path: string, testInfo: TestInfo) {
  const critical: Shot[] = [];
  const full: Shot[] = [];
  let closest: Awaited<ReturnType<typeof differingPixels>> | undefined;
  for (let load = 1; load <= LOADS && closest?.count !== 0; load += 1) {
    await openWithFullFaceBlocked(page, path);
    critical.push(await screenshot(page));
    if (load === 1) await expectNastaliqThroughout(page);
    await page.unroute(FULL_FACE);
    await openUntilFullFace(page, path);
    full.push(await screenshot(page));
    if (load === 1) await expectNastaliqThroughout(page);
    // This load's screenshots against every one of the other face so far.
    const pairs = [
      ...full.map((shot) => [critical.at(-1)!, shot] as const),
      ...critical.slice(0, -1).map((shot) => [shot, full.at(-1)!] as const),
    ];
    for (const [withCritical, withFull] of pairs) {
      const compared = await differingPixels(withCritical, withFull);
      if (!closest || compared.count < closest.count) closest = compared;
    }
  }
  const { count, rims, map, first, second } = closest!;
  const loads = `${critical.length} load(s) in each state`;
  testInfo.annotations.push({ type: 'first screen', description: `${loads}; ${rims} rim pixels` });
  if (count > 0) {
    // Kept in the test's output folder (test-results/) and listed in the report.
    const shots = {
      'critical-face.png': first.png,
      'full-face.png': second.png,
      'differing-pixels.png': map,
    };
    for (const [name, body] of Object.entries(shots)) {
      await writeFile(testInfo.outputPath(name), body);
      await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
    }
  }
  expect(count, `pixels that differ between the critical and the full face (${loads})`).toBe(0);
}

declare global {
  // Whether each frame drawn since a click showed the critical face (set in the page).
  var framesOfNewPage: boolean[] | undefined;
}

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** The page's layout shifts from `since` (ms after its start) on, input-caused shifts aside. */
function layoutShift(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntry[]) => {
          for (const entry of entries as Shift[]) {
            if (!entry.hadRecentInput && entry.startTime >= from) total += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(total);
        }, 100);
      }),
    since,
  );
}

/** When the page loaded and painted first, and when its faces' files were asked for and came. */
function fontTimings(page: Page) {
  return page.evaluate(
    ([fullFace, criticalFace]) => {
      const [navigation] = performance.getEntriesByType('navigation');
      const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const fetched = (file: string) =>
        resources
          .filter(({ name }) => new RegExp(file).test(new URL(name).pathname))
          .map(({ startTime, responseEnd }) => ({
            start: startTime,
            end: Math.round(responseEnd),
          }));
      return {
        loaded: (navigation as PerformanceNavigationTiming).loadEventStart,
        firstPaint: Math.round(firstPaint?.startTime ?? NaN),
        critical: fetched(criticalFace),
        full: fetched(fullFace),
      };
    },
    [FULL_FACE.source, CRITICAL_FACE.source] as const,
  );
}

for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test('the Urdu home looks the same to the pixel with its critical face as with the full face', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      await criticalFaceBuilt(request, '/?lang=ur');
      await expectSameFirstScreen(page, '/?lang=ur', testInfo);
    });

    test('an Urdu project page looks the same to the pixel with its critical face as with the full face', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const path = await firstActiveProjectPage(request);
      await criticalFaceBuilt(request, path);
      await expectSameFirstScreen(page, path, testInfo);
    });

    test('the full face is fetched after load, and moves nothing when it comes', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await criticalFaceBuilt(request, '/?lang=ur');
      await openUntilFullFace(page, '/?lang=ur');
      await page.waitForTimeout(1000);

      const { loaded, firstPaint, critical, full } = await fontTimings(page);
      expect(critical).toHaveLength(1);
      expect(critical[0]!.start).toBeLessThan(loaded);
      expect(full.length).toBeGreaterThan(0);
      const fullFaceAsked = Math.min(...full.map(({ start }) => start));
      expect(fullFaceAsked).toBeGreaterThan(loaded);
      // Counted from when the full face is asked for: a critical face that itself comes after the
      // first paint (a busy machine, a slow phone) moves the first screen before that, by
      // font-display: swap, which is another matter.
      const when = `critical face at ${critical[0]!.end} ms, first paint at ${firstPaint} ms`;
      expect(await layoutShift(page, fullFaceAsked), `layout shift (${when})`).toBeLessThanOrEqual(
        0.05,
      );
    });
  });
}

test('a click to another page lets the critical face go before that page is drawn', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await criticalFaceBuilt(request, '/?lang=ur');
  // Blocked, the full face would never take over: only the navigation can let the critical face go.
  await openWithFullFaceBlocked(page, '/?lang=ur');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // What each frame shows once the home's heading is gone: never the critical face.
  await page.evaluate(
    ([attribute, home]) => {
      globalThis.framesOfNewPage = [];
      const watch = () => {
        if (document.querySelector('h1')?.textContent !== home) {
          globalThis.framesOfNewPage?.push(document.documentElement.hasAttribute(attribute));
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    [CRITICAL_FACE_ATTRIBUTE, heading] as const,
  );

  await page
    .getByRole('navigation', { name: 'مرکزی' })
    .getByRole('link', { name: 'ہم سے رابطہ کریں' })
    .click();

  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
  const frames = await page.evaluate(() => globalThis.framesOfNewPage ?? []);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter(Boolean)).toEqual([]);
});

test('an English page has no critical face and fetches no Nastaliq face', async ({
  page,
  request,
}) => {
  await criticalFaceBuilt(request, '/?lang=ur');
  const fonts: string[] = [];
  page.on('request', (sent) => {
    if (FULL_FACE.test(sent.url()) || CRITICAL_FACE.test(sent.url())) fonts.push(sent.url());
  });

  const answer = await page.goto('/');
  expect(servedWithCriticalFace((await answer?.text()) ?? '')).toBe(false);
  expect(await hasCriticalFace(page)).toBe(false);
  // Every section laid out and the browser idle: where the full face would have been attached.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);

  expect(await hasCriticalFace(page)).toBe(false);
  expect(fonts).toEqual([]);
});

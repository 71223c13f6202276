/**
 * What `npm run size` measures in the browser: the JavaScript a page loads before it is
 * interactive, and everything a page transfers, each until the load event and network idle,
 * without scrolling.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

type Viewport = { name: string; options: BrowserContextOptions };

export const DESKTOP: Viewport = {
  name: 'desktop',
  options: { viewport: { width: 1280, height: 720 } },
};

/** A mid-range Android phone: 412x915 CSS pixels at 2.625 device pixels each. */
export const PHONE: Viewport = {
  name: 'phone',
  options: {
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
  },
};

type ScriptFile = { file: string; gzipBytes: number; text: string };

/** `assets/main.1234.js` for `http://host/assets/main.1234.js`: the build's own names. */
function buildPath(url: string): string {
  return new URL(url).pathname.replace(/^\//, '');
}

/**
 * Every script the page ran by the time it settled (`ready` shown, then the network quiet), with
 * its size as gzip -9 sends it.
 */
export async function scriptsLoaded(
  browser: Browser,
  url: string,
  viewport: Viewport,
  ready: string,
): Promise<ScriptFile[]> {
  const context = await browser.newContext(viewport.options);
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptFile>[] = [];
    let settled = false;
    page.on('response', (response) => {
      // A script fetched after the page settled (a chunk loaded when idle) is not counted.
      if (settled || response.request().resourceType() !== 'script') return;
      const script = response.body().then((body) => ({
        file: buildPath(response.url()),
        gzipBytes: gzipSync(body, { level: 9 }).length,
        text: body.toString('utf8'),
      }));
      // Read below; when the page fails first, closing it fails this read, which is no news.
      script.catch(() => undefined);
      pending.push(script);
    });
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status() ?? 'nothing'}`);
    // The network can be quiet for half a second before the page asks for its last chunks (a
    // busy machine parsing the first script): the page is interactive once it shows `ready`.
    await page.waitForSelector(ready, { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    settled = true;
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

/** Bytes on the wire for everything the page fetched (headers and compressed bodies). */
export async function bytesTransferred(
  browser: Browser,
  url: string,
  viewport: Viewport,
): Promise<{ bytes: number; requests: number }> {
  const context = await browser.newContext(viewport.options);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A new context has an empty cache: this is a first visit.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sizes = new Map<string, number>();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      sizes.set(requestId, encodedDataLength);
    });
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status() ?? 'nothing'}`);
    const bytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    return { bytes, requests: sizes.size };
  } finally {
    await context.close();
  }
}

/** The build's record of which npm packages each client chunk holds (ChunkPackagesPlugin). */
export async function readChunkPackages(file: string): Promise<Record<string, string[]>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
  } catch {
    throw new Error(`${file} is missing: build the site for production (npm run build).`);
  }
}

/** antd and the component packages it is built from. */
export function isAntdPackage(name: string): boolean {
  return /^(antd|@ant-design\/|@rc-component\/|rc-)/.test(name);
}

/** Text only React Router's development build carries (its warnings for nested routes). */
export const REACT_ROUTER_DEVELOPMENT_MARKER = 'You rendered descendant <Routes>';

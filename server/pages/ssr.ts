import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CRITICAL_FACE_ATTRIBUTE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type RenderModule,
  type RenderResult,
} from '@contract/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageCompressed, weakEtagOf } from '../http';
import { injectFetch } from './injectFetch';
import { pageCache, type CachedPage } from './pageCache';
import { bootTemplate } from './pageBoot';
import { withOwnStyles } from './pageStyles';
import { pageLanguage, queryLanguage } from './pageLanguage';
import { headTags, siteOrigin } from './seo';
import { previewImageOf } from './seoImage';
import { criticalFaceHead, urduFont } from './ssrFont';

/*
 * Server rendering of the public pages with the server bundle webpack builds from src/
 * (build/server/render.js, entry src/app/entry/server.tsx). The bundle is loaded at run time;
 * what it exports and answers is the contract's RenderModule (contract/pages/render.ts).
 */

/** Only the host part matters: requests never leave the process. */
const INTERNAL_ORIGIN = 'http://localhost';

/** JSON that cannot end the script element it sits in, nor open a comment or tag. */
export function serialiseState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page: the template with the markup in #root, the state beside it, lang/dir, the title and
 * `extraHead` (the link-preview tags, whose description replaces the template's); `criticalFace`
 * marks a page whose critical face stands in for the full one (its head is in `extraHead`).
 */
export function fillTemplate(
  template: string,
  result: Omit<RenderResult, 'meta' | 'criticalTexts'>,
  stateId: string,
  extraHead = '',
  { criticalFace = false } = {},
): string {
  const dir = result.language === 'ur' ? 'rtl' : 'ltr';
  const marks = criticalFace ? ` ${CRITICAL_FACE_ATTRIBUTE}` : '';
  const state = `<script type="application/json" id="${stateId}">${serialiseState(result.state)}</script>`;
  // Replacer functions throughout: the markup may hold `$&`-like text that a string would expand.
  let page = template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${result.language}" dir="${dir}"${marks}>`)
    // The page reads without scripts, so the "needs JavaScript" notice would only mislead.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, () => '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${result.html}</div>${state}`);
  if (result.head) {
    if (result.head.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>/i, () => '');
    page = page.replace(/<\/head>/i, () => `${result.head}</head>`);
  }
  if (extraHead) {
    if (extraHead.includes('name="description"')) {
      page = page.replace(/<meta name="?description"?[^>]*>\s*/i, () => '');
    }
    page = page.replace(/<\/head>/i, () => `${extraHead}</head>`);
  }
  return page;
}

function loadBundle(file: string): RenderModule {
  // A plain require relative to the bundle: its packages resolve from the project's node_modules.
  return createRequire(file)(file) as RenderModule;
}

/** `etag`: a validator of what the page shows (the answer times in its state left out). */
type RenderedPage = CachedPage & {
  /** Set-Cookie for the language the URL asked for with `?lang=`, which the visitor keeps. */
  languageCookie?: string;
};

/** Urdu pages whose critical faces are made again after an edit, before anyone asks: the latest. */
const WARMED_PAGES = 20;
/** An edit often comes in a burst of writes: the faces are made again once it is quiet. */
const WARM_AFTER_MS = 500;

/** Request ids and answer times differ on every render of the same content. */
const VOLATILE_STATE_KEYS = new Set(['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']);

function pageEtag(parts: string[], state: unknown): string {
  const stable = JSON.stringify(state, (key, value: unknown) =>
    VOLATILE_STATE_KEYS.has(key) ? undefined : value,
  );
  return weakEtagOf([...parts, stable].join('\u0000'));
}

type RendererOptions = {
  /** PUBLIC_URL: the origin of absolute links in the page's head. */
  publicUrl?: string | undefined;
};
type Template = { file: string; mtimeMs: number };

type PageRenderer = {
  /** The rendered page, or undefined when there is no renderer (or it failed): send the shell. */
  render(request: FastifyRequest, template: Template): Promise<RenderedPage | undefined>;
};

/**
 * Renders pages with the bundle at `bundleFile`, loaded once on first use. Without a bundle
 * (never built, as in most server tests) pages fall back to the plain index.html.
 */
export function pageRenderer(
  app: FastifyInstance,
  bundleFile: string,
  { publicUrl }: RendererOptions = {},
): PageRenderer {
  let bundle: RenderModule | undefined;
  /** The template and, read from the same build, the Urdu pages' face. */
  let cached:
    { mtimeMs: number; text: string; urduFont: Awaited<ReturnType<typeof urduFont>> } | undefined;
  const fetchFn = injectFetch(app);
  const pages = pageCache();

  async function readTemplate({ file, mtimeMs }: Template) {
    if (cached?.mtimeMs !== mtimeMs) {
      const text = await readFile(file, 'utf8');
      const clientDir = path.dirname(file);
      cached = {
        mtimeMs,
        text: await bootTemplate(text, clientDir),
        urduFont: await urduFont(clientDir, text),
      };
    }
    return cached;
  }

  /*
   * After an admin's write, the Urdu pages visited lately are rendered again in the background,
   * so that their critical faces are built for the new text before the next visitor comes (the
   * write never waits for it; a visitor before then gets the full face).
   */
  const urduPages = new Set<string>();
  let warmTimer: NodeJS.Timeout | undefined;
  let warmedGeneration: number | undefined;
  async function warmCriticalFaces() {
    const file = cached?.urduFont.file;
    const generation = await app.contentVersion.current();
    // Only an edit that changed the content (not a refused one, nor a visitor's pledge).
    if (!bundle || !file || generation === warmedGeneration) return;
    warmedGeneration = generation;
    for (const url of urduPages) {
      try {
        const result = await bundle.render({
          url,
          language: 'ur',
          origin: INTERNAL_ORIGIN,
          fetchFn,
        });
        if (result.status === 200) app.criticalFaces.faceFor(file, result.criticalTexts);
      } catch (error) {
        app.log.warn({ err: error }, `Could not render ${url} again for its critical face`);
      }
    }
  }
  app.addHook('onResponse', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || urduPages.size === 0) return;
    clearTimeout(warmTimer);
    warmTimer = setTimeout(() => void warmCriticalFaces(), WARM_AFTER_MS);
    warmTimer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(warmTimer));

  // Loading the bundle takes a good part of a second: at start, not in the first visitor's time.
  app.addHook('onReady', async () => {
    if (!existsSync(bundleFile)) return;
    try {
      bundle ??= loadBundle(bundleFile);
    } catch (error) {
      app.log.error({ err: error }, 'The server renderer could not be loaded');
    }
  });

  return {
    async render(request, template) {
      if (!bundle && !existsSync(bundleFile)) return undefined;
      try {
        const loaded = (bundle ??= loadBundle(bundleFile));
        const chosen = queryLanguage(request.url);
        const language = pageLanguage(request.url, request.headers);
        const origin = siteOrigin(request, publicUrl);
        // A page is its path in a language: other query parameters (a link's tracking tags)
        // neither change it nor get a kept copy of their own.
        const pathname = new URL(request.url, INTERNAL_ORIGIN).pathname;
        // A critical face built (or refused) since is a new page too.
        const generation = `${await app.contentVersion.current()}:${app.criticalFaces.version}`;
        const key = { language, origin, pathname, templateMtimeMs: template.mtimeMs };
        const page = await pages.get(key, generation, async () => {
          const result = await loaded.render({
            url: pathname,
            language,
            origin: INTERNAL_ORIGIN,
            fetchFn,
          });
          const address = { origin, pathname, language: result.language, status: result.status };
          const preview = result.meta && (await previewImageOf(result.meta.image, app.uploads));
          const { text, urduFont: face } = await readTemplate(template);
          // An Urdu page's first screen in its critical face when that is built, else the full face.
          const critical =
            result.language === 'ur' && face.file
              ? app.criticalFaces.faceFor(face.file, result.criticalTexts)
              : undefined;
          if (result.language === 'ur' && result.status === 200) {
            urduPages.delete(pathname);
            urduPages.add(pathname);
            if (urduPages.size > WARMED_PAGES) urduPages.delete(urduPages.values().next().value!);
          }
          const fontHead = critical
            ? criticalFaceHead(critical.href)
            : result.language === 'ur'
              ? face.preload
              : '';
          const head = fontHead + (result.meta ? headTags(result.meta, address, preview) : '');
          const html = withOwnStyles(
            fillTemplate(text, result, loaded.PRELOADED_STATE_ID, head, {
              criticalFace: Boolean(critical),
            }),
          );
          // The page is made of exactly these parts.
          const etag = pageEtag(
            [text, result.language, result.head, head, result.html],
            result.state,
          );
          // Only pages that answered 200 are kept: the others are compressed as they are sent.
          const compressed = result.status === 200 ? await pageCompressed(html) : new Map();
          return { status: result.status, html, etag, compressed };
        });
        return {
          ...page,
          ...(chosen && {
            languageCookie: `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
          }),
        };
      } catch (error) {
        // The browser can still render the page itself from the plain shell.
        request.log.error({ err: error }, 'Server rendering failed; sending the plain page');
        return undefined;
      }
    },
  };
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Language } from '@contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectFetch } from './injectFetch';
import { pageLanguage } from './pageLanguage';

/*
 * Server rendering of the public pages with the server bundle webpack builds from src/
 * (build/server/render.js, entry src/app/entry/server.tsx). The types below mirror that entry:
 * the bundle is loaded at run time, so the two sides meet here.
 */

type RenderResult = {
  status: number;
  html: string;
  head: string;
  state: unknown;
  language: Language;
};

type RenderModule = {
  render(request: {
    url: string;
    language: Language;
    origin: string;
    fetchFn: ReturnType<typeof injectFetch>;
  }): Promise<RenderResult>;
  PRELOADED_STATE_ID: string;
  LANGUAGE_COOKIE: string;
};

/** Only the host part matters: requests never leave the process. */
const INTERNAL_ORIGIN = 'http://localhost';

/** JSON that cannot end the script element it sits in, nor open a comment or tag. */
export function serialiseState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page: the template with the markup in #root, the state beside it, lang/dir and title. */
export function fillTemplate(template: string, result: RenderResult, stateId: string): string {
  const dir = result.language === 'ur' ? 'rtl' : 'ltr';
  const state = `<script type="application/json" id="${stateId}">${serialiseState(result.state)}</script>`;
  // Replacer functions throughout: the markup may hold `$&`-like text that a string would expand.
  let page = template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${result.language}" dir="${dir}">`)
    // The page reads without scripts, so the "needs JavaScript" notice would only mislead.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, () => '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${result.html}</div>${state}`);
  if (result.head) {
    if (result.head.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>/i, () => '');
    page = page.replace(/<\/head>/i, () => `${result.head}</head>`);
  }
  return page;
}

function loadBundle(file: string): RenderModule {
  // A plain require relative to the bundle: its packages resolve from the project's node_modules.
  return createRequire(file)(file) as RenderModule;
}

export type RenderedPage = { status: number; html: string };
type Template = { file: string; mtimeMs: number };

export type PageRenderer = {
  /** The rendered page, or undefined when there is no renderer (or it failed): send the shell. */
  render(request: FastifyRequest, template: Template): Promise<RenderedPage | undefined>;
};

/**
 * Renders pages with the bundle at `bundleFile`, loaded once on first use. Without a bundle
 * (never built, as in most server tests) pages fall back to the plain index.html.
 */
export function pageRenderer(app: FastifyInstance, bundleFile: string): PageRenderer {
  let bundle: RenderModule | undefined;
  let cached: { mtimeMs: number; text: string } | undefined;
  const fetchFn = injectFetch(app);

  async function readTemplate({ file, mtimeMs }: Template) {
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(file, 'utf8') };
    return cached.text;
  }

  return {
    async render(request, template) {
      if (!bundle && !existsSync(bundleFile)) return undefined;
      try {
        bundle ??= loadBundle(bundleFile);
        const language = pageLanguage(request.headers, bundle.LANGUAGE_COOKIE);
        const result = await bundle.render({
          url: request.url,
          language,
          origin: INTERNAL_ORIGIN,
          fetchFn,
        });
        const html = fillTemplate(await readTemplate(template), result, bundle.PRELOADED_STATE_ID);
        return { status: result.status, html };
      } catch (error) {
        // The browser can still render the page itself from the plain shell.
        request.log.error({ err: error }, 'Server rendering failed; sending the plain page');
        return undefined;
      }
    },
  };
}

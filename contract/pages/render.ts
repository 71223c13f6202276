import type { Language } from './language';

/*
 * What the server and its renderer (build/server/render.js, built from src/app/entry/server.tsx)
 * hand each other. The bundle is loaded at run time, so these types are where the two sides meet:
 * the entry implements RenderModule, server/pages/ssr.ts calls it.
 */

/**
 * What link previews and search engines are told about a page, in the page's language: the
 * server turns it into the description, canonical, Open Graph and Twitter tags.
 */
export type PageMeta = {
  /** The page's own title: the site name on the home page, the project's title on its pages. */
  title: string;
  siteName: string;
  /** Plain text of any length; the server shortens it. */
  description: string;
  /** Site-relative path or absolute URL of the picture a preview shows; empty for none. */
  image: string;
  type: 'website' | 'article';
};

export type RenderRequest = {
  /** Path and query of the page, e.g. `/projects/clean-water`. */
  url: string;
  language: Language;
  /** The origin the renderer's API calls are addressed to. */
  origin: string;
  /** The `fetch` those calls go through (the server answers them in-process). */
  fetchFn: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
};

/** `State`: the store's state the page carries for the browser (the server only serialises it). */
export type RenderResult<State = unknown> = {
  status: 200 | 404;
  /** The markup of #root. */
  html: string;
  /** Elements React hoists to the document head (the page's <title>). */
  head: string;
  state: State;
  language: Language;
  /** What link previews and search engines are told about the page. */
  meta: PageMeta;
  /**
   * The text of each element marked CRITICAL_TEXT_CLASS (contract/pages/criticalFace.ts): what
   * the page's critical face is built from.
   */
  criticalTexts: string[];
};

/** What the server renderer's bundle exports. */
export type RenderModule = {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The id of the `<script type="application/json">` that carries the state. */
  PRELOADED_STATE_ID: string;
};

/**
 * The page's list of buttons pressed before the app started (`window[EARLY_CLICKS_GLOBAL]`): the
 * server's boot loader keeps it, the app takes it and presses them again once it runs.
 */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks';

/**
 * Settles once the whole stylesheets the boot loader links have loaded or failed
 * (`window[FULL_STYLES_GLOBAL]`, a promise): a rendered page inlines only the rules its own
 * markup uses, so the app waits for the rest before it renders anything new.
 */
export const FULL_STYLES_GLOBAL = '__fullStyles';

/**
 * Marks a `<select name>` that, changed before the app runs, reloads the page with
 * `?{name}={value}` (the boot loader does it): React would put the rendered choice back when it
 * hydrates, and the server renders any page in the language `?lang=` asks for.
 */
export const EARLY_RELOAD_ATTRIBUTE = 'data-early-reload';

/** Where the API lives on the site's own origin (the dev server proxies it to the API server). */
export const API_PREFIX = '/api/v1';

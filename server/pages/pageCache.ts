import { chooseEncoding, compressedOnce, type Encoding } from '../http';

/*
 * Rendered public pages, kept per (language, origin, path) for one content generation (see
 * contentVersion.ts): rendering the home page takes tens of milliseconds, sending a kept copy a
 * fraction of one. An admin write starts a new generation, so the next visit renders afresh.
 * Only pages that answered 200 are kept: unknown paths are endless and would push out the rest.
 */

export type CachedPage = {
  status: number;
  html: string;
  etag: string;
  /** The page compressed, per encoding, filled on first use: a kept page is compressed once. */
  compressed: Map<Encoding, Buffer>;
};

export type PageKey = {
  language: string;
  /** The origin written into the page's absolute links. */
  origin: string;
  pathname: string;
  /** The template's modification time: a new build is a new page. */
  templateMtimeMs: number;
};

const MAX_CACHED_PAGES = 200;

type PageCache = {
  /** The kept page, or the one `render` makes now (shared by every request that asks meanwhile). */
  get(
    key: PageKey,
    generation: number | string,
    render: () => Promise<CachedPage>,
  ): Promise<CachedPage>;
};

export function pageCache(maxPages = MAX_CACHED_PAGES): PageCache {
  const pages = new Map<string, { generation: number | string; page: Promise<CachedPage> }>();

  function forget(key: string, page: Promise<CachedPage>) {
    if (pages.get(key)?.page === page) pages.delete(key);
  }

  return {
    get(key, generation, render) {
      const id = [key.language, key.origin, key.templateMtimeMs, key.pathname].join('\u0000');
      const kept = pages.get(id);
      // Re-inserted on every use: the Map's first key is the least recently used.
      pages.delete(id);
      if (kept?.generation === generation) {
        pages.set(id, kept);
        return kept.page;
      }
      const page = render();
      pages.set(id, { generation, page });
      if (pages.size > maxPages) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      page.then(
        ({ status }) => {
          if (status !== 200) forget(id, page);
        },
        () => forget(id, page),
      );
      return page;
    },
  };
}

/** The page as the client takes it best: brotli, else gzip, else plain text. */
export function pageBody(page: CachedPage, acceptEncoding: string | undefined) {
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return { body: page.html, encoding: undefined };
  return { body: compressedOnce(page.compressed, page.html, encoding), encoding };
}

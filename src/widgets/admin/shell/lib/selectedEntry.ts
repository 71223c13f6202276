import type { AdminMenuEntry } from '../config/menu';

/** The part of an entry's path that all its screens share: `/admin/news/list` → `/admin/news`. */
function sectionOf(to: string): string {
  return to.replace(/\/list$/, '');
}

function within(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/**
 * The entry the URL belongs to: the one whose section is the longest match, so
 * `/admin/news/logos/add` is News Logos, not News. Home only matches `/admin` itself.
 */
export function selectedEntry(
  entries: readonly AdminMenuEntry[],
  pathname: string,
): AdminMenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: AdminMenuEntry | undefined;
  for (const entry of entries) {
    const section = sectionOf(entry.to);
    const matches = entry.key === 'home' ? path === section : within(path, section);
    if (matches && (!best || section.length > sectionOf(best.to).length)) best = entry;
  }
  return best;
}

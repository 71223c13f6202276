/**
 * The external donation page for one cause: the site's donate URL with `id` set, keeping any
 * parameters it already has. Null when the URL is missing or not http(s).
 */
export function donateUrl(pageUrl: string | undefined, causeId: number): string | null {
  if (!pageUrl) return null;
  try {
    const url = new URL(pageUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('id', String(causeId));
    return url.href;
  } catch {
    return null;
  }
}

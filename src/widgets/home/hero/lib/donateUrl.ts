/**
 * The external donation page for one cause: the site's donate URL with `id` set, keeping any
 * parameters it already has. Null when the URL is missing or not http(s).
 */
export function donationUrl(donateUrl: string | undefined, causeId: number): string | null {
  if (!donateUrl) return null;
  try {
    const url = new URL(donateUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('id', String(causeId));
    return url.href;
  } catch {
    return null;
  }
}

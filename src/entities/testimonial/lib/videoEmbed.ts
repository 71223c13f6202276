/*
 * Testimonial videos are stored as the admin pasted them: a YouTube watch, short or share URL on
 * the public side, an embed URL in the admin (docs/product.md §3). The page needs an embeddable URL.
 */

type VideoEmbed = {
  /** The URL for the iframe. */
  embedUrl: string;
  /** A still to show before the video loads, when the site is known. */
  thumbnailUrl?: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** Paths whose next segment is the video id: /embed/<id>, /shorts/<id>, /live/<id>, /v/<id>. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

function idOrNull(candidate: string | null | undefined): string | null {
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function isYouTube(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return YOUTUBE_HOSTS.has(host) || host === 'youtu.be' || host === 'www.youtu.be';
}

/** The 11-character YouTube video id of a watch, share, short, live or embed URL. */
function youTubeVideoId(url: URL): string | null {
  if (!isYouTube(url)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname.toLowerCase().endsWith('youtu.be')) return idOrNull(segments[0]);
  if (segments[0] === 'watch') return idOrNull(url.searchParams.get('v'));
  if (segments[0] && ID_PATH_PREFIXES.has(segments[0])) return idOrNull(segments[1]);
  return null;
}

/** `t` or `start` as YouTube writes it (90, 90s, 1m30s, 1h2m3s), in seconds. */
function startSeconds(url: URL): number {
  const value = url.searchParams.get('start') ?? url.searchParams.get('t');
  const match = value?.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/);
  if (!value || !match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * The embeddable form of a stored video URL: YouTube links become privacy-enhanced embeds
 * (youtube-nocookie.com, with the start time kept); any other http(s) URL is taken to be an
 * embed link already. Anything else (not a URL, another scheme, a YouTube page that names no
 * video) gives null.
 */
export function videoEmbed(stored: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(stored.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const id = youTubeVideoId(url);
  // YouTube refuses to be framed outside /embed/, so a YouTube link without an id shows nothing.
  if (!id) return isYouTube(url) ? null : { embedUrl: url.href };
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  const start = startSeconds(url);
  if (start > 0) embed.searchParams.set('start', String(start));
  return { embedUrl: embed.href, thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` };
}

/** The embed URL asking the player to start at once (the visitor has just pressed play). */
export function withAutoplay(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

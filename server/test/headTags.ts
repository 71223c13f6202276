/* What a link preview client reads of a page's head. */

/** content of <meta property|name="key">, decoded back from the attribute. */
export function contentOf(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(head);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The preview picture the head names: og:image with its type, size and alt, and twitter:image. */
export const previewTagsOf = (head: string) => ({
  url: contentOf(head, 'og:image'),
  type: contentOf(head, 'og:image:type'),
  width: contentOf(head, 'og:image:width'),
  height: contentOf(head, 'og:image:height'),
  alt: contentOf(head, 'og:image:alt'),
  twitterUrl: contentOf(head, 'twitter:image'),
});

/** The details text as its paragraphs: the admin separates them with line breaks. */
export function detailParagraphs(details: string): string[] {
  return details
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

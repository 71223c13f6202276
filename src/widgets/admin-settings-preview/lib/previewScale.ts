/** The home page renders at this size in the preview (SPEC.md §9), then is scaled to fit. */
export const PREVIEW_WIDTH = 1280;
export const PREVIEW_HEIGHT = 800;

/** Room the modal needs around the frame (its padding and the window's margins). */
const CHROME = 112;

/** How much to shrink the 1280 px page so it fits the window; never enlarged. */
export function previewScale(windowWidth: number): number {
  return Math.min(1, Math.max(0.1, (windowWidth - CHROME) / PREVIEW_WIDTH));
}

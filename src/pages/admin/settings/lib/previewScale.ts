/** The home page renders at this size in the preview (docs/product.md §9), then is scaled to fit. */
export const PREVIEW_WIDTH = 1280;
export const PREVIEW_HEIGHT = 800;

/** Room the modal needs around the frame: its padding, title bar and the window's margins. */
const ROOM_X = 112;
const ROOM_Y = 140;

/** How much to shrink the 1280x800 page so the modal fits the window; never enlarged. */
export function previewScale(windowWidth: number, windowHeight: number): number {
  const fit = Math.min(
    (windowWidth - ROOM_X) / PREVIEW_WIDTH,
    (windowHeight - ROOM_Y) / PREVIEW_HEIGHT,
  );
  return Math.min(1, Math.max(0.1, fit));
}

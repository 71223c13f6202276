/*
 * A page's critical face (issue 30): a Nastaliq face the server cuts down to the Urdu text of
 * the page's first screen, which stands in for the full face until the page has loaded. The
 * server and the app's stylesheet (src/app/styles/urdu.css, which repeats these names) meet here.
 */

/** On `<html>` while the critical face stands in: the full face is not used (nor fetched) yet. */
export const CRITICAL_FACE_ATTRIBUTE = 'data-critical-face';

/** The elements whose text built the critical face, and the only ones it may draw. */
export const CRITICAL_TEXT_CLASS = 'critical-text';

/** The critical face's font family. */
export const CRITICAL_FACE_FAMILY = 'Nastaliq First Screen';

/**
 * The critical face once more, for the space alone: the first family of the rest of the page
 * meanwhile. A line's height and baseline come from its element's first face that covers the
 * space, so the first screen's lines sit exactly where the full face will set them.
 */
export const CRITICAL_SPACE_FAMILY = 'Nastaliq First Screen Space';

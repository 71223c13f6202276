/** English texts of the home area, exactly as SPEC.md writes them. */
export const home = {};

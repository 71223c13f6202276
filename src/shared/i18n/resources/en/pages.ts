/** English texts of the pages area, exactly as SPEC.md writes them. */
export const pages = {};

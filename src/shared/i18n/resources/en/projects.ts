/** English texts of the projects area, exactly as SPEC.md writes them. */
export const projects = {};

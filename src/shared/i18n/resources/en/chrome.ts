/** English texts of the chrome area, exactly as SPEC.md writes them. */
export const chrome = {};

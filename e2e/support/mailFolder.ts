/**
 * The folder where the browser tests' mail server keeps what it receives, one `.eml` file per
 * mail, beside the temporary DATA_DIR (and removed with it).
 */
export const mailFolderOf = (dataDir: string) => `${dataDir}-mail`;

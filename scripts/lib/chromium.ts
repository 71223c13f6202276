/** Debian's Chromium (never a downloaded browser), or the one CHROME_PATH names. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium here runs with: the browser tests, `npm run size` and the audit. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

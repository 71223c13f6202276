import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EARLY_CLICKS_GLOBAL, EARLY_RELOAD_ATTRIBUTE, FULL_STYLES_GLOBAL } from '@contract/pages';

/*
 * How a server-rendered page brings in its styles and scripts, so that its first screen paints
 * from the HTML alone, as early as a slow phone allows:
 * - The site's stylesheet is inlined, marked with its address (`<style data-href>`): one round
 *   trip less before anything shows. Each rendered page keeps only the rules its own markup can
 *   use (pageStyles.ts), so the page fits in a connection's first round trip; the loader links
 *   the whole sheet as it starts the app, which waits for it before it renders.
 * - The scripts start once the first screen's main image (the one with fetchpriority="high")
 *   has arrived and been painted, rather than sharing the connection with it: the page reads,
 *   links work and the picture shows before the app takes over. If that image is slow, they
 *   start anyway after a few seconds. The plain shell (the admin, or a page the server could not render) keeps
 *   its ordinary deferred scripts.
 * The loader is the same text on every page, so the Content-Security-Policy allows exactly it
 * by its hash and script-src stays otherwise 'self'.
 */

const STYLESHEET = /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi;
const DEFERRED_SCRIPT = /<script\b[^>]*\bdefer\b[^>]*><\/script>/gi;
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The value of a (possibly unquoted) attribute matched by `pattern` in one tag. */
function attribute(tag: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A site path, not another origin's (`//host/…`) nor a relative one. */
const isSitePath = (href: string | undefined): href is string =>
  href !== undefined && href.startsWith('/') && !href.startsWith('//');

/** Site paths of the stylesheets a page template links. */
export function stylesheetsOf(template: string): string[] {
  return [...template.matchAll(STYLESHEET)].map(([tag]) => attribute(tag, HREF)).filter(isSitePath);
}

/** The text of a built file at site path `href` under `clientDir`, if it is there. */
export async function readBuiltFile(clientDir: string, href: string): Promise<string | undefined> {
  const root = path.resolve(clientDir);
  const file = path.resolve(root, `.${href.split(/[?#]/, 1)[0] ?? ''}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  return readFile(file, 'utf8').catch(() => undefined);
}

/**
 * Loads the scripts named in its own `data-scripts` attribute, in order, once the first
 * screen's main image is there (or failed) and has been painted: where the browser reports when
 * an element is on screen (Element Timing, the image's `elementtiming`), once the frame that
 * shows it is; elsewhere once it has loaded, a frame and a task later. Asked for earlier, they
 * would share the connection and a slow phone's main thread with the picture (and Lighthouse's
 * model of a phone counts what starts before that frame as holding it). With them it links each
 * inlined stylesheet whole, which takes the inlined part's place once loaded (two copies of a
 * font face would leave one never loaded, and `document.fonts.check` false);
 * `window[FULL_STYLES_GLOBAL]` settles once they have loaded or failed (the app waits for it).
 * After 3 s they start anyway (a stalled image; a page opened in a background tab, which paints
 * no frames). Meanwhile it keeps the buttons pressed (`type="button"`: those that do nothing without the app), which the
 * app presses again once it runs (src/shared/lib/lazy-part/clickReplay.ts); and a select marked
 * EARLY_RELOAD_ATTRIBUTE (the language), changed meanwhile, reloads the page with its choice in
 * the address. Both stop when the app takes the kept presses. Kept ES5 and small (URL aside,
 * which every browser the app runs on has): it runs before anything else of the app.
 */
export const BOOT_SCRIPT =
  '(function(w,d,me){' +
  "var urls=me.getAttribute('data-scripts').split(' '),img=d.querySelector('img[fetchpriority=high]');" +
  `w.${EARLY_CLICKS_GLOBAL}=[];` +
  "d.addEventListener('click',function(e){" +
  `var kept=w.${EARLY_CLICKS_GLOBAL},b=e.target&&e.target.closest&&e.target.closest('button[type=button]');` +
  'if(kept&&b)kept.push(b)},true);' +
  "d.addEventListener('change',function(e){" +
  `var s=e.target;if(!w.${EARLY_CLICKS_GLOBAL}||!s||!s.matches||!s.matches('select[name][${EARLY_RELOAD_ATTRIBUTE}]'))return;` +
  'var u=new URL(location.href);u.searchParams.set(s.name,s.value);location.assign(u.href)},true);' +
  'function sheet(s){' +
  "var l=d.createElement('link');l.rel='stylesheet';l.href=s.getAttribute('data-href');" +
  'var done=new Promise(function(r){' +
  'l.onload=function(){if(s.parentNode)s.parentNode.removeChild(s);r()};l.onerror=r});' +
  'd.head.appendChild(l);return done}' +
  'function go(){if(!urls)return;' +
  "var inl=d.querySelectorAll('style[data-href]'),sheets=[];" +
  'for(var i=0;i<inl.length;i++)sheets.push(sheet(inl[i]));' +
  `w.${FULL_STYLES_GLOBAL}=Promise.all(sheets);` +
  "urls.forEach(function(u){var s=d.createElement('script');s.src=u;s.async=false;d.head.appendChild(s)});" +
  'urls=null}' +
  'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'setTimeout(go,3000);' +
  'var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes||[];' +
  "if(img&&img.hasAttribute('elementtiming')&&types.indexOf('element')>=0){" +
  'new P(function(l,o){' +
  'if(l.getEntries().some(function(e){return e.element===img})){o.disconnect();go()}' +
  "}).observe({type:'element',buffered:true});" +
  "if(img.complete&&!img.naturalWidth)painted();else img.addEventListener('error',painted)}" +
  "else if(img&&!img.complete){img.addEventListener('load',painted);img.addEventListener('error',painted)}" +
  'else painted()' +
  '})(window,document,document.currentScript)';

/** The loader as a Content-Security-Policy source. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The template's own stylesheets inlined, when they can be (read, and safe in a style element). */
async function inlineStylesheets(template: string, clientDir: string): Promise<string> {
  let page = template;
  for (const [tag] of template.matchAll(STYLESHEET)) {
    const href = attribute(tag, HREF);
    if (!isSitePath(href) || /["<>&]/.test(href)) continue;
    const css = await readBuiltFile(clientDir, href);
    if (css === undefined || /<\/style/i.test(css)) continue;
    page = page.replace(tag, () => `<style data-href="${href}">${css}</style>`);
  }
  return page;
}

/** The template's deferred scripts, loaded by the boot loader at the end of the body instead. */
function bootScripts(template: string): string {
  const tags = [...template.matchAll(DEFERRED_SCRIPT)].map(([tag]) => tag);
  const urls = tags.map((tag) => attribute(tag, SRC));
  if (tags.length === 0 || !urls.every(isSitePath) || !/<\/body>/i.test(template)) {
    return template;
  }
  let page = template;
  for (const tag of tags) page = page.replace(tag, () => '');
  const loader = `<script data-scripts="${urls.join(' ')}">${BOOT_SCRIPT}</script>`;
  return page.replace(/<\/body>/i, () => `${loader}</body>`);
}

/** The built index.html (in `clientDir`) as server-rendered pages send it. */
export async function bootTemplate(template: string, clientDir: string): Promise<string> {
  return bootScripts(await inlineStylesheets(template, clientDir));
}

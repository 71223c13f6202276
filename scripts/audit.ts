/**
 * `npm run audit`: Lighthouse 12 (mobile, Debian's Chromium) on `/` and on a project page of the
 * production build, each in English and in Urdu, served by the real server with its demo content.
 * Three runs per page, a page's two languages alternating; prints the median of each score and
 * metric against the marks (scripts/lib/audit/report.ts), and the audits that cost points. Exits 1
 * when a mark is missed, unless `--report-only`. `--runs N` changes the runs; `--page PATH`
 * (repeatable) audits those paths instead (`--page '/?lang=ur'` for the Urdu home alone);
 * `--lhr DIR` writes each run's whole Lighthouse result there (`<page>-<run>.json`), for the
 * audits' details (the LCP element's phases, network requests, main-thread tasks).
 *
 * Run it alone on the machine (`flock /tmp/charity-build.lock npm run audit`): Lighthouse
 * simulates a slow phone from the CPU time it observes, so a busy machine inflates TBT and LCP.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { auditMarks, formatAudit, type PageAudit } from './lib/audit/report';
import { lighthouseRun } from './lib/audit/lighthouse';
import { measureProductionServer } from './lib/productionServer';
import { reportMarks, runScript } from './lib/scriptExit';
import { CHROMIUM_PATH } from './lib/chromium';

async function firstProjectPath(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/projects?page=1&limit=1&status=active`);
  const page = (await answer.json()) as { data: { projectId: string }[] };
  const project = page.data[0];
  if (!project) throw new Error('The demo content has no active project to audit.');
  return `/projects/${project.projectId}`;
}

/** The value after each `name` on the command line. */
function options(name: string): string[] {
  return process.argv.flatMap((arg, at) => (arg === name ? [process.argv[at + 1] ?? ''] : []));
}

/** `page` in Urdu: its address with `?lang=ur`. */
function inUrdu(page: string): string {
  const url = new URL(page, 'http://site');
  url.searchParams.set('lang', 'ur');
  return `${url.pathname}${url.search}`;
}

/**
 * Visits `page` as a running site's visitors already have: rendered, and for an Urdu page its
 * critical face built (its first visit starts it; the page uses it from then on).
 */
async function warm(origin: string, page: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const html = await fetch(`${origin}${page}`).then((answer) => answer.text());
    const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
    if (!tag.includes('lang="ur"') || tag.includes('data-critical-face')) return;
    if (Date.now() > deadline) {
      console.error(`\n${page}: no critical face after 2 minutes; measuring it without`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function main(): Promise<number> {
  const reportOnly = process.argv.includes('--report-only');
  const runs = Number(options('--runs')[0] ?? 3);
  const lhrDir = options('--lhr')[0];
  if (lhrDir) await mkdir(lhrDir, { recursive: true });
  const audits = await measureProductionServer(
    'audit',
    async () => undefined,
    async (server) => {
      const asked = options('--page');
      // Each page in English and in Urdu, their runs alternating, so that both meet the machine
      // in the same state.
      const groups = asked.length
        ? asked.map((page) => [{ page }])
        : ['/', await firstProjectPath(server.origin)].map((page) => [
            { page },
            { page: inUrdu(page), english: page },
          ]);
      const audited: PageAudit[] = [];
      for (const group of groups) {
        const measured = group.map((entry): PageAudit => ({ ...entry, runs: [] }));
        for (const { page } of measured) await warm(server.origin, page);
        for (let run = 0; run < runs; run += 1) {
          for (const audit of measured) {
            const name = `${audit.page.replace(/[^\w]+/g, '_')}-${run + 1}.json`;
            const saveTo = lhrDir && path.join(lhrDir, name);
            audit.runs.push(
              await lighthouseRun(`${server.origin}${audit.page}`, CHROMIUM_PATH, saveTo),
            );
            process.stdout.write('.');
          }
        }
        audited.push(...measured);
      }
      return audited;
    },
  );
  console.log(`\n${formatAudit(audits)}`);
  return reportMarks(auditMarks(audits), reportOnly);
}

runScript(main);

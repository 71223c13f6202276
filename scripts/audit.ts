/**
 * `npm run audit`: Lighthouse 12 (mobile, Debian's Chromium) on `/` and on a project page of the
 * production build, served by the real server with its demo content. Three runs per page; prints
 * the median of each score and metric against the marks of issue 5, and the audits that cost
 * points. Exits 1 when a mark is missed, unless `--report-only`. `--runs N` changes the runs;
 * `--page PATH` (repeatable) audits those paths instead (`--page '/?lang=ur'` for the Urdu home);
 * `--lhr DIR` writes each run's whole Lighthouse result there (`<page>-<run>.json`), for the
 * audits' details (the LCP element's phases, network requests, main-thread tasks).
 *
 * Run it alone on the machine (`flock /tmp/charity-build.lock npm run audit`): Lighthouse
 * simulates a slow phone from the CPU time it observes, so a busy machine inflates TBT and LCP.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { auditMarks, formatAudit, type PageAudit } from './lib/audit/report';
import { lighthouseRun, type RunFigures } from './lib/audit/lighthouse';
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

async function main(): Promise<number> {
  const reportOnly = process.argv.includes('--report-only');
  const runs = Number(options('--runs')[0] ?? 3);
  const lhrDir = options('--lhr')[0];
  if (lhrDir) await mkdir(lhrDir, { recursive: true });
  const audits = await measureProductionServer(
    'audit',
    async () => undefined,
    async (server) => {
      const audited: PageAudit[] = [];
      const asked = options('--page');
      const pages = asked.length ? asked : ['/', await firstProjectPath(server.origin)];
      for (const page of pages) {
        // A running site has its popular pages rendered already: measure that, not the first
        // render after a start or an edit.
        await fetch(`${server.origin}${page}`).then((answer) => answer.text());
        const results: RunFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          const name = `${page.replace(/[^\w]+/g, '_')}-${run + 1}.json`;
          const saveTo = lhrDir && path.join(lhrDir, name);
          results.push(await lighthouseRun(`${server.origin}${page}`, CHROMIUM_PATH, saveTo));
          process.stdout.write('.');
        }
        audited.push({ page, runs: results });
      }
      return audited;
    },
  );
  console.log(`\n${formatAudit(audits)}`);
  return reportMarks(auditMarks(audits), reportOnly);
}

runScript(main);

/**
 * `npm run bench`: the production server (NODE_ENV=production, SQLite, demo content plus a deep
 * archive of news and projects) under autocannon at 10 and 100 connections, per API call and
 * per server-rendered page. Prints req/s, p50 and p99 against the marks of issue 5; exits 1
 * when one is missed, unless `--report-only`. `--duration S` sets the seconds per run, `--only
 * TEXT` keeps the cases whose name contains TEXT, `--no-build` skips rebuilding a stale build.
 *
 * Run it alone on the machine (`flock /tmp/charity-build.lock npm run bench`): the figures are
 * only as good as the idle cores under them. The server's CPU time per request is printed too:
 * it holds steady on a busy machine, where req/s and latency do not.
 */
import { seedBenchData } from './lib/bench/data';
import { benchCases, checkMarks, formatTable, type Measured } from './lib/bench/cases';
import { load } from './lib/bench/autocannon';
import { measureProductionServer } from './lib/productionServer';
import { reportMarks, runScript } from './lib/scriptExit';

const CONNECTIONS = [10, 100] as const;
const WARM_UP_SECONDS = 2;

// What a browser sends: the answers are measured compressed, as visitors receive them.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-GB,en;q=0.9' };

/** Every request a URL of its own: `?_=1`, `?_=2`, ... (the API ignores unknown parameters). */
function uniquePaths(path: string) {
  let count = 0;
  const joiner = path.includes('?') ? '&' : '?';
  return {
    setupRequest: <R extends { path: string }>(request: R): R => {
      count += 1;
      return { ...request, path: `${path}${joiner}_=${count}` };
    },
  };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<number> {
  const reportOnly = process.argv.includes('--report-only');
  const duration = Number(option('--duration') ?? 10);
  // --no-build: measure the build as it is (the server still needs one).
  const measured = await measureProductionServer(
    'bench',
    async (dataDir) => {
      const data = await seedBenchData(dataDir);
      console.log(
        `Content: the demo plus an archive (${data.news} news items, ${data.activeProjects} active projects).`,
      );
      return data;
    },
    async (server, data) => {
      const found: Measured[] = [];
      const only = option('--only');
      const cases = benchCases(data).filter(({ name }) => !only || name.includes(only));
      for (const benchCase of cases) {
        for (const connections of CONNECTIONS) {
          const url = `${server.origin}${benchCase.path}`;
          const run = {
            url,
            connections,
            headers: BROWSER_HEADERS,
            ...(benchCase.kind === 'uncached' && { requests: [uniquePaths(benchCase.path)] }),
          };
          await load({ ...run, duration: WARM_UP_SECONDS });
          const cpuBefore = server.cpuSeconds();
          const figures = await load({ ...run, duration });
          const cpuMicros = ((server.cpuSeconds() - cpuBefore) * 1e6) / Math.max(figures.total, 1);
          found.push({ benchCase, connections, figures, cpuMicros });
          process.stdout.write('.');
        }
      }
      return found;
    },
  );
  console.log(`\n${formatTable(measured)}`);
  return reportMarks(checkMarks(measured), reportOnly);
}

runScript(main);

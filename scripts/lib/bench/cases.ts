/** What `npm run bench` measures, the marks of issue 5, and the printed table. */
import type { BenchData } from './data';
import type { LoadFigures } from './autocannon';

/**
 * `uncached`: each request adds a query parameter of its own (which the API ignores), so no
 * request is answered from the kept answers: the figures of the database path, with no mark.
 */
type BenchCase = { name: string; path: string; kind: 'api' | 'html' | 'uncached' };
export type Measured = {
  benchCase: BenchCase;
  connections: number;
  figures: LoadFigures;
  /** The server's CPU time per completed request, in microseconds (NaN when unknown). */
  cpuMicros: number;
};

/** API: at 100 connections. HTML: at 10 connections. */
const MARKS = {
  api: { connections: 100, requestsPerSecond: 3000, p99: 25 },
  html: { connections: 10, requestsPerSecond: 500 },
} as const;

// The public pages ask three at a time (docs/product.md §9).
const PAGE_SIZE = 3;

export function benchCases({ projectSlug, news, activeProjects }: BenchData): BenchCase[] {
  const lastNewsPage = Math.ceil(news / PAGE_SIZE);
  const lastProjectPage = Math.ceil(activeProjects / PAGE_SIZE);
  return [
    { name: 'settings', path: '/api/v1/settings', kind: 'api' },
    {
      name: 'projects, page 1',
      path: `/api/v1/projects?page=1&limit=${PAGE_SIZE}&status=active`,
      kind: 'api',
    },
    {
      name: `projects, page ${lastProjectPage}`,
      path: `/api/v1/projects?page=${lastProjectPage}&limit=${PAGE_SIZE}&status=active`,
      kind: 'api',
    },
    { name: 'news, page 1', path: `/api/v1/news?page=1&limit=${PAGE_SIZE}`, kind: 'api' },
    {
      name: `news, page ${lastNewsPage}`,
      path: `/api/v1/news?page=${lastNewsPage}&limit=${PAGE_SIZE}`,
      kind: 'api',
    },
    { name: "a project's donors", path: `/api/v1/projects/donor/${projectSlug}`, kind: 'api' },
    {
      name: `news, page ${lastNewsPage}, uncached`,
      path: `/api/v1/news?page=${lastNewsPage}&limit=${PAGE_SIZE}`,
      kind: 'uncached',
    },
    {
      name: 'projects, page 1, uncached',
      path: `/api/v1/projects?page=1&limit=${PAGE_SIZE}&status=active`,
      kind: 'uncached',
    },
    {
      name: 'donors, uncached',
      path: `/api/v1/projects/donor/${projectSlug}`,
      kind: 'uncached',
    },
    { name: 'HTML /', path: '/', kind: 'html' },
    { name: 'HTML project page', path: `/projects/${projectSlug}`, kind: 'html' },
  ];
}

const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

export function formatTable(measured: Measured[]): string {
  const header = `${pad('case', 30)}${padStart('conns', 6)}${padStart('req/s', 9)}${padStart('p50 ms', 8)}${padStart('p99 ms', 8)}${padStart('CPU µs/req', 12)}  failures`;
  const rows = measured.map(({ benchCase, connections, figures, cpuMicros }) =>
    [
      pad(benchCase.name, 30),
      padStart(String(connections), 6),
      padStart(Math.round(figures.requestsPerSecond).toString(), 9),
      padStart(figures.p50.toFixed(0), 8),
      padStart(figures.p99.toFixed(0), 8),
      padStart(Number.isNaN(cpuMicros) ? '-' : Math.round(cpuMicros).toString(), 12),
      `  ${figures.failures}`,
    ].join(''),
  );
  const marks =
    `Marks: API at ${MARKS.api.connections} connections >= ${MARKS.api.requestsPerSecond} req/s ` +
    `and p99 <= ${MARKS.api.p99} ms; HTML at ${MARKS.html.connections} connections >= ` +
    `${MARKS.html.requestsPerSecond} pages/s; no failures anywhere. "uncached" rows bypass the ` +
    'kept answers (the cost of the first read after an admin write): no mark.';
  return [header, ...rows, '', marks].join('\n');
}

/** One line per missed mark. */
export function checkMarks(measured: Measured[]): string[] {
  const missed: string[] = [];
  for (const { benchCase, connections, figures } of measured) {
    const label = `${benchCase.name} at ${connections} connections`;
    if (figures.failures > 0) missed.push(`${label}: ${figures.failures} failed requests`);
    if (benchCase.kind === 'uncached') continue;
    const mark = MARKS[benchCase.kind];
    if (connections !== mark.connections) continue;
    if (figures.requestsPerSecond < mark.requestsPerSecond) {
      missed.push(
        `${label}: ${Math.round(figures.requestsPerSecond)} req/s (mark ${mark.requestsPerSecond})`,
      );
    }
    if ('p99' in mark && figures.p99 > mark.p99) {
      missed.push(`${label}: p99 ${figures.p99} ms (mark ${mark.p99} ms)`);
    }
  }
  return missed;
}

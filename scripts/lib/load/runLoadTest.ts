/**
 * The load test against a running server: signs in, reads the rows it will check, drives
 * autocannon with the mix of reads and writes (mix.ts), then checks the answers, the rows
 * (state.ts) and the files. `npm run loadtest` (scripts/loadtest.ts) runs it against the
 * production server; server/test/loadtest.test.ts runs a short one against a test app.
 */
import { createRequire } from 'node:module';
import { checkUploadFiles } from './files';
import { createLoadMix, type WriteRow, type Operation } from './mix';
import type { GroupTimes } from './times';
import { siteBasics } from './site';
import { compareState, readSiteState, type StateCheck } from './state';

export type LoadTestOptions = {
  origin: string;
  credentials: { email: string; password: string };
  /** Seconds of load. */
  duration: number;
  connections: number;
  /** Share of requests that are admin writes (default 0.1). */
  writeShare?: number;
  /** Also read server-rendered pages (the server needs a production build). */
  pages: boolean;
  /** The server's uploads folder, when on this machine: checked for stray files. */
  uploadsDir?: string;
  /** Runs after the load, before the checks, with the rows the run wrote (tests break things here). */
  afterLoad?: (writes: WriteRow[]) => Promise<void>;
  /** The server process's CPU seconds so far (Linux), for the CPU time per request. */
  serverCpuSeconds?: () => number;
};

export type LoadReport = {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latency: { p50: number; p99: number; max: number };
  reads: number;
  writes: number;
  acknowledgedWrites: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  serverErrors: number;
  /** Writes still unanswered when the run stopped (their rows are not checked). */
  cutOff: number;
  state: StateCheck;
  /** Per kind of request, slowest first. */
  times: GroupTimes[];
  /** CPU seconds the server used during the load, when the caller can tell. */
  serverCpuSeconds?: number;
  /** Everything that fails the run, one line each; empty when it passed. */
  problems: string[];
};

/* A request unanswered this long counts as an error (autocannon's timeout). */
const TIMEOUT_SECONDS = 10;
/* After the load stops: time for the server to finish requests the stop cut off. */
const SETTLE_MS = 2000;

type Histogram = { average: number; total: number; p50: number; p99: number; max: number };
type Result = {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Context = { operation?: Operation };
type AutocannonRequest = {
  setupRequest(request: object, context: Context): object;
  onResponse(status: number, body: string, context: Context): void;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: AutocannonRequest[];
}) => Promise<Result>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

export async function runLoadTest(options: LoadTestOptions): Promise<LoadReport> {
  const { origin, duration } = options;
  const mix = createLoadMix({
    ...(await siteBasics(origin, options.credentials)),
    writeShare: options.writeShare ?? 0.1,
    pages: options.pages,
  });
  const before = await readSiteState(origin);

  // Writes stop a timeout before the end, so each is answered or has timed out (an error) by
  // then; a run shorter than 30 s stops them at two thirds, and counts those the end cuts off.
  const drainSeconds = Math.min(TIMEOUT_SECONDS, duration / 3);
  const stopWrites = setTimeout(() => mix.stopWrites(), (duration - drainSeconds) * 1000);
  const cpuBefore = options.serverCpuSeconds?.();
  let result: Result;
  try {
    result = await autocannon({
      url: origin,
      connections: options.connections,
      duration,
      timeout: TIMEOUT_SECONDS,
      requests: [
        {
          setupRequest(request, context) {
            const operation = mix.next();
            context.operation = operation;
            const { method, path, headers, body } = operation.request;
            return { ...request, method, path, headers, body: body ?? Buffer.alloc(0) };
          },
          onResponse(status, body, context) {
            if (context.operation) mix.answered(context.operation, status, body);
          },
        },
      ],
    });
  } finally {
    // autocannon answers a thenable, not a Promise: no .finally.
    clearTimeout(stopWrites);
  }

  const cpuAfter = options.serverCpuSeconds?.();
  const cutOff = mix.unanswered();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await options.afterLoad?.(mix.rows());
  const after = await readSiteState(origin);
  const unknownLabels = new Set(
    cutOff.filter((op) => op.name.startsWith('create')).map((op) => op.row?.label ?? ''),
  );
  const state = compareState(before, after, mix.rows(), unknownLabels);
  const fileProblems = await checkUploadFiles(origin, after, mix.rows(), options.uploadsDir);

  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const serverErrors = Object.entries(statusCounts)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const problems: string[] = [];
  if (result.errors > 0) {
    problems.push(`${result.errors} request errors (${result.timeouts} of them timeouts)`);
  }
  for (const { operation, status, body } of mix.unexpected().slice(0, 10)) {
    problems.push(`${operation} answered ${status}: ${body}`);
  }
  const moreUnexpected = mix.unexpected().length - 10;
  if (moreUnexpected > 0) problems.push(`...and ${moreUnexpected} more answers outside 2xx`);
  problems.push(...state.problems, ...fileProblems);

  return {
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    ...mix.counts(),
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
    serverErrors,
    cutOff: cutOff.length,
    state,
    times: mix.times(),
    ...(cpuBefore !== undefined && cpuAfter !== undefined
      ? { serverCpuSeconds: cpuAfter - cpuBefore }
      : {}),
    problems,
  };
}

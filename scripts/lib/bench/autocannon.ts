/** One autocannon run (its programmatic API), reduced to the figures the scripts print. */
import { createRequire } from 'node:module';

type Histogram = { average: number; total: number; p50: number; p99: number };
type AutocannonResult = {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
};
type RawRequest = { path: string } & Record<string, unknown>;
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** Called before each request: may change its path. */
  requests?: { setupRequest: (request: RawRequest) => RawRequest }[];
};
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API the scripts use.
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

export type LoadFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and answers outside 2xx: any of them spoils the figures. */
  failures: number;
  /** Requests completed in the run. */
  total: number;
};

export async function load(options: AutocannonOptions): Promise<LoadFigures> {
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

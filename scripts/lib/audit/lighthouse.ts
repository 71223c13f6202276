/**
 * One Lighthouse run (mobile: Lighthouse's default config) in a fresh headless Chromium, reduced
 * to the figures `npm run audit` prints and the audits that cost points.
 */

import { writeFile } from 'node:fs/promises';
import { CHROMIUM_ARGS } from '../chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

type FailedAudit = { id: string; title: string; score: number; displayValue?: string };

export type RunFigures = {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points: weighted in a category and scored below 1. */
  failed: FailedAudit[];
  /** Why the timings are what they are: server response, LCP element and phases, long tasks. */
  diagnostics: string[];
};

// The flags of the browser tests, in Chromium's new headless mode.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

type Details = {
  items?: (Details & Record<string, unknown>)[];
};

type Row = Record<string, unknown>;

const rowsOf = (details: Details | undefined): Row[] => details?.items ?? [];
const ms = (value: unknown) => `${Math.round(Number(value))} ms`;

/** A few lines from Lighthouse's diagnostics that explain LCP and TBT. */
function diagnose(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  const response = lhr.audits['server-response-time']?.numericValue;
  if (response !== undefined) lines.push(`server response (observed): ${ms(response)}`);
  const [element, phases] = rowsOf(lhr.audits['largest-contentful-paint-element']?.details);
  const node = rowsOf(element)[0]?.node as { selector?: string } | undefined;
  if (node?.selector) lines.push(`LCP element: ${node.selector}`);
  const phaseText = rowsOf(phases)
    .map((row) => `${String(row.phase)} ${ms(row.timing)}`)
    .join(', ');
  if (phaseText) lines.push(`LCP phases: ${phaseText}`);
  const blocking = rowsOf(lhr.audits['render-blocking-resources']?.details)
    .map((row) => `${String(row.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(row.wastedMs)}`)
    .join(', ');
  if (blocking) lines.push(`render-blocking: ${blocking}`);
  const tasks = rowsOf(lhr.audits['long-tasks']?.details)
    .slice(0, 4)
    .map((row) => `${String(row.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(row.duration)}`)
    .join(', ');
  if (tasks) lines.push(`longest tasks (observed): ${tasks}`);
  return lines;
}

type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: Details;
    }
  >;
  runtimeError?: { code: string; message: string };
};

function failedAudits(lhr: LighthouseResult): FailedAudit[] {
  const weighted = new Set(
    CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => ref.id),
    ),
  );
  const failed: FailedAudit[] = [];
  for (const id of weighted) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const { title, score, displayValue } = audit;
    failed.push({ id, title, score, ...(displayValue ? { displayValue } : {}) });
  }
  return failed;
}

/** One run; `saveTo`: a file for Lighthouse's whole result (every audit, its details). */
export async function lighthouseRun(
  url: string,
  chromePath: string,
  saveTo?: string,
): Promise<RunFigures> {
  // Both are ES modules only; this script runs as CommonJS under tsx.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr as unknown as LighthouseResult | undefined;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (saveTo) await writeFile(saveTo, JSON.stringify(lhr));
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      failed: failedAudits(lhr),
      diagnostics: diagnose(lhr),
    };
  } finally {
    chrome.kill();
  }
}

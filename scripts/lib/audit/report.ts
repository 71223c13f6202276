/** The marks of issue 5 for Lighthouse, the medians `npm run audit` prints, and what misses. */
import { CATEGORIES, type Category, type RunFigures } from './lighthouse';

export type PageAudit = { page: string; runs: RunFigures[] };

const AUDIT_MARKS = { score: 100, lcpMs: 1300, cls: 0.05, tbtMs: 100 } as const;

const SHORT: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best',
  seo: 'seo',
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each score and metric is the median of its own runs (not the figures of one median run). */
function medians({ runs }: PageAudit) {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
    ) as Record<Category, number>,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  };
}

function medianLcpRun({ runs }: PageAudit): RunFigures | undefined {
  return [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
}

/** Every audit that cost points in any run, with how many runs it failed. */
function failedAudits({ runs }: PageAudit): string[] {
  const seen = new Map<string, { line: string; count: number }>();
  for (const run of runs) {
    for (const audit of run.failed) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const line = `${audit.id}: ${audit.title}${value}, score ${audit.score.toFixed(2)}`;
      const known = seen.get(audit.id);
      seen.set(audit.id, { line: known?.line ?? line, count: (known?.count ?? 0) + 1 });
    }
  }
  return [...seen.values()].map(({ line, count }) => `${line} [${count}/${runs.length} runs]`);
}

export function formatAudit(audits: PageAudit[]): string {
  const header = [
    'page'.padEnd(40),
    ...CATEGORIES.map((category) => SHORT[category].padStart(6)),
    'LCP s'.padStart(8),
    'CLS'.padStart(7),
    'TBT ms'.padStart(8),
  ].join('');
  const lines = [`Lighthouse 12, mobile, median of ${audits[0]?.runs.length ?? 0} runs`, header];
  for (const audit of audits) {
    const m = medians(audit);
    lines.push(
      [
        audit.page.padEnd(40),
        ...CATEGORIES.map((category) => String(m.scores[category]).padStart(6)),
        (m.lcpMs / 1000).toFixed(2).padStart(8),
        m.cls.toFixed(3).padStart(7),
        Math.round(m.tbtMs).toString().padStart(8),
      ].join(''),
    );
  }
  lines.push(
    '',
    `Marks: ${AUDIT_MARKS.score} in every category, LCP <= ${AUDIT_MARKS.lcpMs / 1000} s, ` +
      `CLS <= ${AUDIT_MARKS.cls}, TBT <= ${AUDIT_MARKS.tbtMs} ms.`,
  );
  for (const audit of audits) {
    const failed = failedAudits(audit);
    lines.push('');
    if (failed.length > 0) {
      lines.push(`Audits that cost points on ${audit.page}:`, ...failed.map((line) => `  ${line}`));
    }
    const typical = medianLcpRun(audit);
    if (typical?.diagnostics.length) {
      lines.push(`Diagnostics of the median-LCP run on ${audit.page}:`);
      lines.push(...typical.diagnostics.map((line) => `  ${line}`));
    }
  }
  return lines.join('\n');
}

export function auditMarks(audits: PageAudit[]): string[] {
  const missed: string[] = [];
  for (const audit of audits) {
    const m = medians(audit);
    for (const category of CATEGORIES) {
      if (m.scores[category] < AUDIT_MARKS.score) {
        missed.push(`${audit.page}: ${category} ${m.scores[category]} (mark ${AUDIT_MARKS.score})`);
      }
    }
    if (!(m.lcpMs <= AUDIT_MARKS.lcpMs)) {
      missed.push(
        `${audit.page}: LCP ${(m.lcpMs / 1000).toFixed(2)} s (mark ${AUDIT_MARKS.lcpMs / 1000} s)`,
      );
    }
    if (!(m.cls <= AUDIT_MARKS.cls)) {
      missed.push(`${audit.page}: CLS ${m.cls.toFixed(3)} (mark ${AUDIT_MARKS.cls})`);
    }
    if (!(m.tbtMs <= AUDIT_MARKS.tbtMs)) {
      missed.push(`${audit.page}: TBT ${Math.round(m.tbtMs)} ms (mark ${AUDIT_MARKS.tbtMs} ms)`);
    }
  }
  return missed;
}

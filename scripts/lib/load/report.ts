/** The load test's summary, as `npm run loadtest` prints it. */
import type { LoadReport } from './runLoadTest';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

export function formatReport(report: LoadReport): string {
  const statuses = Object.entries(report.statusCounts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code}: ${count(n)}`)
    .join(', ');
  const lines = [
    '',
    `  requests   ${count(report.requests)} in ${report.seconds} s (${count(report.requestsPerSecond)}/s)`,
    `  latency    p50 ${report.latency.p50} ms, p99 ${report.latency.p99} ms, max ${report.latency.max} ms`,
    `  answers    ${statuses || 'none'}`,
    `  mix        ${count(report.reads)} reads, ${count(report.writes)} writes ` +
      `(${count(report.acknowledgedWrites)} acknowledged, ${report.cutOff} cut off by the stop)`,
    `  failures   ${report.errors} errors (${report.timeouts} timeouts), ${report.serverErrors} 5xx`,
    `  rows       ${count(report.state.present)} acknowledged rows stored as acknowledged, ` +
      `${count(report.state.gone)} acknowledged deletes gone`,
    '',
  ];
  if (report.serverCpuSeconds !== undefined && Number.isFinite(report.serverCpuSeconds)) {
    const perRequest = (report.serverCpuSeconds * 1000) / Math.max(report.requests, 1);
    lines.splice(
      lines.length - 1,
      0,
      `  server     ${report.serverCpuSeconds.toFixed(1)} CPU s, ${perRequest.toFixed(2)} ms per request`,
    );
  }
  lines.push('  timings    mean / max ms (answered, unanswered: timed out or cut off by the stop)');
  for (const time of report.times) {
    lines.push(
      `    ${time.group.padEnd(44)} ${String(time.meanMs).padStart(6)} / ${String(time.maxMs).padStart(6)}` +
        `  (${time.answered}${time.unanswered ? `, ${time.unanswered} unanswered` : ''})`,
    );
  }
  lines.push('');
  if (report.problems.length === 0) {
    lines.push('PASSED: no errors, no 5xx, every acknowledged write stored and nothing else.');
  } else {
    lines.push(`FAILED (${report.problems.length}):`);
    lines.push(...report.problems.slice(0, 40).map((problem) => `  - ${problem}`));
    if (report.problems.length > 40) lines.push(`  ...and ${report.problems.length - 40} more`);
  }
  return lines.join('\n');
}

/** How long each kind of request took in the load test, to tell which one is slow. */

export type GroupTimes = {
  /** `GET /api/v1/news`, `create partner`...: the request without its ids. */
  group: string;
  answered: number;
  meanMs: number;
  maxMs: number;
  /** Sent but never answered: timed out, or cut off by the end of the run. */
  unanswered: number;
};

export function createTimes() {
  const groups = new Map<string, { answered: number; totalMs: number; maxMs: number }>();
  const entry = (group: string) => {
    let found = groups.get(group);
    if (!found) {
      found = { answered: 0, totalMs: 0, maxMs: 0 };
      groups.set(group, found);
    }
    return found;
  };
  return {
    record(group: string, ms: number) {
      const found = entry(group);
      found.answered += 1;
      found.totalMs += ms;
      found.maxMs = Math.max(found.maxMs, ms);
    },
    /** Slowest first (by mean). */
    summary(unansweredGroups: string[]): GroupTimes[] {
      for (const group of unansweredGroups) entry(group);
      return [...groups]
        .map(([group, { answered, totalMs, maxMs }]) => ({
          group,
          answered,
          meanMs: answered ? Math.round(totalMs / answered) : 0,
          maxMs: Math.round(maxMs),
          unanswered: unansweredGroups.filter((name) => name === group).length,
        }))
        .sort((a, b) => b.meanMs - a.meanMs);
    },
  };
}

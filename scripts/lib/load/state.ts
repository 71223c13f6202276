/**
 * The rows the load test writes (news, partners, gifts), read back through the public API, and
 * the comparison of what is stored with what the server acknowledged.
 */
import type { WriteRow, RowKind } from './requests';

/** A row as the public API shows it: the recorded write's fields without the run's own marks. */
export type StoredRow = Omit<WriteRow, 'deleted' | 'unknown'>;

/** Every stored row of the three kinds, by `kind:id`. */
export type SiteState = Map<string, StoredRow>;

export const rowKey = (row: { kind: RowKind; id: number }) => `${row.kind}:${row.id}`;

type Page<T> = { data: T[]; metadata: { hasNext: boolean } };

async function getJson<T>(origin: string, path: string): Promise<T> {
  const answer = await fetch(`${origin}${path}`);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

async function allPages<T>(origin: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getJson<Page<T>>(origin, `${path}?limit=100&page=${page}`);
    rows.push(...answer.data);
    if (!answer.metadata.hasNext) return rows;
  }
}

export async function readSiteState(origin: string): Promise<SiteState> {
  const state: SiteState = new Map();
  const add = (row: StoredRow) => state.set(rowKey(row), row);
  const news = await allPages<{ id: number; heading: string; image: string }>(
    origin,
    '/api/v1/news',
  );
  for (const item of news)
    add({ kind: 'news', id: item.id, label: item.heading, image: item.image });
  const partners = await getJson<{ id: number; name: string; logo: string }[]>(
    origin,
    '/api/v1/partners',
  );
  for (const item of partners) {
    add({ kind: 'partner', id: item.id, label: item.name, image: item.logo });
  }
  const projects = await allPages<{ projectId: string }>(origin, '/api/v1/projects');
  for (const { projectId } of projects) {
    const donors = await getJson<{ id: number; donorName: string; amount: number }[]>(
      origin,
      `/api/v1/projects/donor/${projectId}`,
    );
    for (const gift of donors) {
      add({
        kind: 'gift',
        id: gift.id,
        label: gift.donorName,
        project: projectId,
        amount: gift.amount,
      });
    }
  }
  return state;
}

function describe(row: { kind: RowKind; id: number; label: string }): string {
  return `${row.kind} ${row.id} ("${row.label}")`;
}

function differences(expected: WriteRow | StoredRow, stored: StoredRow): string[] {
  const found: string[] = [];
  if (stored.label !== expected.label) found.push(`label "${stored.label}"`);
  if (expected.image !== undefined && stored.image !== expected.image) {
    found.push(`image ${stored.image}, acknowledged ${expected.image}`);
  }
  if (expected.amount !== undefined && stored.amount !== expected.amount) {
    found.push(`amount ${stored.amount}, acknowledged ${expected.amount}`);
  }
  if (expected.project !== undefined && stored.project !== expected.project) {
    found.push(`project ${stored.project}, acknowledged ${expected.project}`);
  }
  return found;
}

export type StateCheck = {
  /** Acknowledged rows (created and not deleted) found as acknowledged. */
  present: number;
  /** Acknowledged deletes found gone. */
  gone: number;
  problems: string[];
};

/**
 * After the run: the rows from before it (untouched by it), every acknowledged row with its
 * last acknowledged content, no acknowledged delete undone, and no other row, except those of
 * writes that never got an answer (`unknownLabels`, `unknown` rows), which may or may not be.
 */
export function compareState(
  before: SiteState,
  after: SiteState,
  writes: WriteRow[],
  unknownLabels: Set<string>,
): StateCheck {
  const problems: string[] = [];
  const accounted = new Set<string>();
  let present = 0;
  let gone = 0;
  for (const [key, row] of before) {
    accounted.add(key);
    const now = after.get(key);
    if (!now) problems.push(`${describe(row)} existed before the run and is gone`);
    else if (differences(row, now).length > 0) {
      problems.push(`${describe(row)} existed before the run and changed`);
    }
  }
  for (const row of writes) {
    const key = rowKey(row);
    accounted.add(key);
    if (row.unknown) continue;
    const now = after.get(key);
    if (row.deleted) {
      if (now) problems.push(`${describe(row)}: its delete was acknowledged, yet it is stored`);
      else gone += 1;
      continue;
    }
    if (!now) {
      problems.push(`${describe(row)}: acknowledged, but not stored`);
      continue;
    }
    const changed = differences(row, now);
    if (changed.length > 0) {
      problems.push(`${describe(row)}: stored with ${changed.join(', ')}`);
    } else present += 1;
  }
  for (const [key, row] of after) {
    if (accounted.has(key) || unknownLabels.has(row.label)) continue;
    problems.push(`${describe(row)}: stored, but no write of the run was acknowledged for it`);
  }
  return { present, gone, problems };
}

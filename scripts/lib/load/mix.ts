/**
 * What the load test sends, request by request (reads and writes picked at random), and the
 * record of every write the server acknowledged (a 2xx answer, with the row's id).
 *
 * A row is only ever edited or deleted by one request at a time (it is taken from the idle
 * pool while a request on it is in flight), so the state each acknowledged answer describes is
 * the row's state from then on, and that record can say exactly what the database must hold.
 */
import { randomBytes } from 'node:crypto';
import {
  createRequest,
  deleteRequest,
  editRequest,
  pick,
  readOperation,
  weighted,
  type WriteRow,
  type Operation,
  type Random,
  type RowKind,
  type SiteBasics,
} from './requests';
import { createTimes } from './times';

export type { WriteRow, Operation, RowKind } from './requests';

export type Unexpected = { operation: string; status: number; body: string };

type MixOptions = SiteBasics & {
  /** Share of requests that are writes while writes are allowed (0 to 1). */
  writeShare: number;
  /** Also read server-rendered pages (needs a production build). */
  pages: boolean;
  random?: Random;
};

type Verb = 'create' | 'edit' | 'delete';

const WRITE_WEIGHTS: [[Verb, RowKind], number][] = [
  [['create', 'news'], 2],
  [['create', 'partner'], 2],
  [['create', 'gift'], 3],
  [['edit', 'news'], 2],
  [['edit', 'partner'], 2],
  [['delete', 'news'], 1],
  [['delete', 'partner'], 1],
  [['delete', 'gift'], 1],
];

type ImageFields = { logo?: string; image?: string };

/** The stored file of an answer: a partner's logo, a news item's image (its `logo` is the outlet's). */
function imageOf(kind: RowKind, answer: ImageFields): string | undefined {
  if (kind === 'partner') return answer.logo;
  return kind === 'news' ? answer.image : undefined;
}

export function createLoadMix(options: MixOptions) {
  const random = options.random ?? Math.random;
  const tag = randomBytes(3).toString('hex');
  let serial = 0;
  let writesAllowed = true;
  const rows: WriteRow[] = [];
  const idle: Record<RowKind, WriteRow[]> = { news: [], partner: [], gift: [] };
  const inFlight = new Set<Operation>();
  const unexpected: Unexpected[] = [];
  const counts = { reads: 0, writes: 0, acknowledgedWrites: 0 };
  const times = createTimes();
  const groupOf = (operation: Operation) => operation.group ?? operation.name;
  const label = (what: string) => `Load ${tag} ${what} ${++serial}`;

  function create(kind: RowKind): Operation {
    const row: WriteRow = {
      kind,
      id: 0,
      label: label(kind === 'gift' ? 'donor' : kind),
      deleted: false,
      unknown: false,
      ...(kind === 'gift'
        ? { project: pick(options.projects, random), amount: 1 + Math.floor(random() * 5000) }
        : {}),
    };
    return { name: `create ${kind}`, write: true, row, request: createRequest(options, row) };
  }

  function writeOperation(): Operation {
    const [verb, kind] = weighted(WRITE_WEIGHTS, random);
    const row = verb === 'create' ? undefined : idle[kind].shift();
    if (!row) return create(kind);
    const name = `${verb} ${kind}`;
    if (verb === 'delete') {
      return { name, write: true, row, request: deleteRequest(options, row) };
    }
    const newLabel = label(`${kind} edited`);
    // Every third partner edit also replaces the logo: an upload that keeps the old file for
    // the partner's versions.
    const withImage = kind === 'partner' && serial % 3 === 0;
    return {
      name,
      ...(withImage ? { group: `${name} with a new logo` } : {}),
      write: true,
      row,
      newLabel,
      request: editRequest(options, row, newLabel, withImage),
    };
  }

  function settleWrite({ name, row, newLabel }: Operation, status: number, body: string) {
    if (!row) return;
    const ok = status >= 200 && status < 300;
    if (ok) counts.acknowledgedWrites += 1;
    if (name.startsWith('create')) {
      if (!ok) return;
      const answer = JSON.parse(body) as { id: number } & ImageFields;
      row.id = answer.id;
      row.image = imageOf(row.kind, answer);
      rows.push(row);
      idle[row.kind].push(row);
      return;
    }
    if (ok && name.startsWith('delete')) {
      row.deleted = true;
      return;
    }
    if (ok) {
      row.label = newLabel ?? row.label;
      const image = imageOf(row.kind, JSON.parse(body) as ImageFields);
      if (row.image && image !== row.image) row.earlier = [...(row.earlier ?? []), row.image];
      row.image = image;
    }
    idle[row.kind].push(row);
  }

  return {
    /** The next request to send; kept in flight until `answered`. */
    next(): Operation {
      const operation =
        writesAllowed && random() < options.writeShare
          ? writeOperation()
          : readOperation(options, options.pages, random);
      if (operation.write) counts.writes += 1;
      else counts.reads += 1;
      inFlight.add(operation);
      operation.sentAt = performance.now();
      return operation;
    },
    answered(operation: Operation, status: number, body: string) {
      inFlight.delete(operation);
      times.record(groupOf(operation), performance.now() - (operation.sentAt ?? 0));
      if (status < 200 || status >= 300) {
        unexpected.push({ operation: operation.name, status, body: body.slice(0, 300) });
      }
      if (operation.write) settleWrite(operation, status, body);
    },
    /** From now on only reads: writes get time to be answered before the run stops. */
    stopWrites() {
      writesAllowed = false;
    },
    /** Writes that never got an answer: their rows' state is unknown (not checked). */
    unanswered(): Operation[] {
      const writes = [...inFlight].filter((operation) => operation.write);
      for (const { row } of writes) if (row) row.unknown = true;
      return writes;
    },
    /** Per kind of request, slowest first. */
    times: () => times.summary([...inFlight].map(groupOf)),
    rows: () => rows,
    unexpected: () => unexpected,
    counts: () => ({ ...counts }),
    tag,
  };
}

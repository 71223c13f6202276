import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, closeSync, fsyncSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '@contract/common';
import { errorBody } from './httpError';

/*
 * A full disk or a data folder that cannot be written is the machine's problem, not the
 * request's: the client hears 507 or 503 with a message an operator can act on, and the
 * server keeps serving reads instead of failing (or restarting) over and over.
 */

export const DISK_FULL_MESSAGE = "The server's disk is full: nothing was saved";
export const NOT_WRITABLE_MESSAGE =
  'The server cannot write to its data folder (read-only or not permitted): nothing was saved';

/** sysexits.h EX_CANTCREAT: a supervisor can tell it apart and stop restarting (see README). */
export const EXIT_DATA_DIR_NOT_WRITABLE = 73;

const FULL = new Set([
  'ENOSPC',
  'EDQUOT',
  'SQLITE_FULL',
  // PostgreSQL: disk_full, out of storage space in general.
  '53100',
  '53000',
]);

const NOT_WRITABLE = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'SQLITE_READONLY',
  'SQLITE_READONLY_DBMOVED',
  'SQLITE_READONLY_DIRECTORY',
  'SQLITE_READONLY_RECOVERY',
  'SQLITE_READONLY_CANTINIT',
  'SQLITE_READONLY_CANTLOCK',
  'SQLITE_CANTOPEN',
  // PostgreSQL: read_only_sql_transaction (a standby, or default_transaction_read_only).
  '25006',
]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

type DiskProblem = 'full' | 'notWritable';

function diskProblem(error: unknown): DiskProblem | undefined {
  const code = codeOf(error);
  if (code === undefined) return undefined;
  if (FULL.has(code)) return 'full';
  // An I/O error while writing (SQLITE_IOERR_WRITE, _FSYNC, ...) is the disk failing too.
  if (NOT_WRITABLE.has(code) || code.startsWith('SQLITE_IOERR')) return 'notWritable';
  return undefined;
}

/** The answer to a request that failed on the disk: 507 when full, else 503. */
export function describeDiskError(error: unknown): ErrorBody | undefined {
  const problem = diskProblem(error);
  if (problem === 'full') return errorBody(507, DISK_FULL_MESSAGE);
  if (problem === 'notWritable') return errorBody(503, NOT_WRITABLE_MESSAGE);
  return undefined;
}

export class DataDirError extends Error {
  constructor(folder: string, cause: unknown) {
    const code = codeOf(cause) ?? 'error';
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The data folder ${folder} cannot be written (${code === 'error' ? reason : code}). ` +
        'Make it writable by this user, free some space, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirError';
  }
}

/**
 * Creates each folder and writes, syncs and removes a probe file in it, so a read-only mount,
 * missing permission or full disk stops the start with one clear line instead of a stack trace
 * from the first query or upload.
 */
export function assertWritable(folders: string[]): void {
  for (const folder of folders) {
    const probe = path.join(folder, `.write-check-${randomBytes(6).toString('hex')}`);
    try {
      mkdirSync(folder, { recursive: true });
      const fd = openSync(probe, 'wx');
      try {
        writeSync(fd, 'ok\n');
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      unlinkSync(probe);
    } catch (error) {
      throw new DataDirError(folder, error);
    }
  }
}

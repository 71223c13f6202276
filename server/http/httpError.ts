import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@contract/common';

/** An error whose message a person can read, and optionally the input it is about. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (message = 'Record already exists', field?: string) =>
  new HttpError(409, message, field);

export function errorBody(statusCode: number, message: string, field?: string): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (field !== undefined) body.field = field;
  return body;
}

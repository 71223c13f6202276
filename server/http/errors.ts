import { STATUS_CODES } from 'node:http';
import { type ErrorBody } from '@contract/common';
import { UPLOAD_MESSAGES } from '@contract/uploads';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValueOutOfRange } from '../db';
import { describeDiskError } from './diskErrors';
import { HttpError, errorBody } from './httpError';
import { describeAjvErrors } from './validation';

export { HttpError, conflict, errorBody, notFound } from './httpError';

/* Known client mistakes raised by Fastify and its plugins, with a clearer message than theirs. */
const KNOWN_CODES: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, UPLOAD_MESSAGES.tooLarge],
  FST_FILES_LIMIT: [400, 'Too many files in one request'],
  FST_PARTS_LIMIT: [400, 'Too many parts in the form'],
  FST_FIELDS_LIMIT: [400, 'Too many fields in the form'],
  FST_PROTO_VIOLATION: [400, 'The form is not valid'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request must be multipart/form-data'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
};

function describeValidation(error: FastifyError, request: FastifyRequest): ErrorBody {
  const problem = describeAjvErrors(error.validation ?? [], error.validationContext ?? '');
  // A route may word a field's problem its own way; a missing field stays "x is required".
  const override =
    problem.field && !problem.missing
      ? request.routeOptions.config.fieldMessages?.[problem.field]
      : undefined;
  return errorBody(400, override ?? problem.message, problem.field);
}

function describeError(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof HttpError) return errorBody(error.statusCode, error.message, error.field);
  if (error.validation) return describeValidation(error, request);
  const known = error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) return errorBody(known[0], known[1]);
  if (error instanceof SyntaxError) return errorBody(400, 'The request body is not valid JSON');
  // Only input reaches a query as a value, so a value the column type refuses is the client's.
  if (isValueOutOfRange(error)) return errorBody(400, 'A number in the request is out of range');
  const disk = describeDiskError(error);
  if (disk) return disk;
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorBody(status, error.message || STATUS_CODES[status] || 'Bad request');
  }
  return errorBody(500, 'Something went wrong on the server');
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = describeError(error, request);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
}

/* Raised by the router before any route or error handler runs; their own bodies echo the path. */
const ROUTER_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long'],
};

/** Fastify's `frameworkErrors`: the router's refusals in the same body as every other error. */
export function answerRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, message] = (error.code ? ROUTER_ERRORS[error.code] : undefined) ?? [
    500,
    'Something went wrong on the server',
  ];
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, message));
}

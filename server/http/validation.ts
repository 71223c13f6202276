import {
  EMAIL_PATTERN,
  FINANCIAL_YEAR_PATTERN,
  HTTP_URL_PATTERN,
  ISO_DATE_PATTERN,
  PHONE_PATTERN,
} from '@contract/common';
import { ISO_INSTANT_PATTERN, PROJECT_ID_PATTERN } from '@contract/content';
import { BANNER_IMAGE_PATTERN, IMAGE_URL_PATTERN } from '@contract/settings';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { HttpError } from './httpError';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Replaces the generic validation message for a field, e.g. video -> 'Invalid video URL'. */
    fieldMessages?: Record<string, string>;
  }
}

/*
 * Readable validation messages that name the field ("heading is required", "link must be an
 * http(s) URL"), for both the route schemas (ajv) and the multipart text fields (TypeBox).
 */

const BLANK_PATTERN = '\\S';

function patternMessage(field: string, pattern: unknown): string {
  if (pattern === HTTP_URL_PATTERN) return `${field} must be an http(s) URL`;
  if (pattern === IMAGE_URL_PATTERN || pattern === BANNER_IMAGE_PATTERN) {
    return `${field} must be a path on this site (starting with /) or an http(s) URL`;
  }
  if (pattern === ISO_DATE_PATTERN) return `${field} must be a date written yyyy-mm-dd`;
  if (pattern === ISO_INSTANT_PATTERN) {
    return `${field} must be a date and time in ISO 8601 with its offset, e.g. 2027-03-01T00:00:00+05:30`;
  }
  if (pattern === FINANCIAL_YEAR_PATTERN) return `${field} must be a financial year like 2026-27`;
  if (pattern === EMAIL_PATTERN) return `${field} must be an e-mail address`;
  if (pattern === PHONE_PATTERN) return `${field} must be a phone number: digits, + first if any`;
  if (pattern === BLANK_PATTERN) return `${field} is required`;
  if (pattern === PROJECT_ID_PATTERN) {
    return `${field} must be lowercase letters and digits separated by dashes`;
  }
  return `${field} has an invalid format`;
}

function typeMessage(field: string, type: unknown): string {
  switch (type) {
    case 'integer':
      return `${field} must be a whole number`;
    case 'number':
      return `${field} must be a number`;
    case 'string':
      return `${field} must be text`;
    case 'boolean':
      return `${field} must be true or false`;
    case 'array':
      return `${field} must be a list`;
    default:
      return `${field} must be an object`;
  }
}

const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

function lengthMessage(field: string, kind: 'min' | 'max', limit: number): string {
  if (kind === 'min') {
    return limit <= 1 ? `${field} is required` : `${field} needs at least ${limit} characters`;
  }
  return `${field} must have at most ${limit} characters`;
}

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').join('.');
}

type FieldProblem = { message: string; field: string | undefined; missing?: boolean };

const CONTEXT_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
};

/** Turns ajv's first error (plus its siblings, for unions) into one readable sentence. */
export function describeAjvErrors(
  errors: FastifySchemaValidationError[],
  context: string,
): FieldProblem {
  const first = errors[0];
  if (!first) return { message: 'The request is not valid', field: undefined };
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') {
    const parent = fieldOf(first.instancePath);
    const name = String(params.missingProperty);
    const field = parent ? `${parent}.${name}` : name;
    return { message: `${field} is required`, field, missing: true };
  }
  const field = fieldOf(first.instancePath);
  if (!field) {
    const what = CONTEXT_NAMES[context] ?? 'The request';
    return { message: `${what} must be a JSON object`, field: undefined };
  }
  switch (first.keyword) {
    case 'minLength':
      return { message: lengthMessage(field, 'min', Number(params.limit)), field };
    case 'maxLength':
      return { message: lengthMessage(field, 'max', Number(params.limit)), field };
    case 'pattern':
      return { message: patternMessage(field, params.pattern), field };
    case 'type':
      return { message: typeMessage(field, params.type), field };
    case 'minimum':
      return { message: `${field} must be at least ${String(params.limit)}`, field };
    case 'maximum':
      return { message: `${field} must be at most ${String(params.limit)}`, field };
    case 'const':
    case 'enum':
    case 'anyOf': {
      // A string enum names its values itself; a union names each in an error of its own.
      const allowed = Array.isArray(params.allowedValues)
        ? params.allowedValues.map(String)
        : errors
            .filter(
              (error) => error.keyword === 'const' && error.instancePath === first.instancePath,
            )
            .map((error) => String((error.params as Record<string, unknown>).allowedValue));
      const list = allowed.length > 0 ? `: ${allowed.join(', ')}` : '';
      return { message: `${field} must be one of the allowed values${list}`, field };
    }
    default:
      return { message: `${field} is not valid`, field };
  }
}

function describeValue(field: string, schema: TSchema, value: unknown): string {
  if (value === undefined) return `${field} is required`;
  if (typeof value === 'string' && schema.type === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) {
      return lengthMessage(field, 'min', schema.minLength);
    }
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) {
      return lengthMessage(field, 'max', schema.maxLength);
    }
    if (typeof schema.pattern === 'string') return patternMessage(field, schema.pattern);
  }
  if (Array.isArray(value) && schema.type === 'array') {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
      return `${field} needs at least ${countOf(schema.minItems, 'entry', 'entries')}`;
    }
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
      return `${field} may have at most ${countOf(schema.maxItems, 'entry', 'entries')}`;
    }
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (typeof value !== 'number' || (schema.type === 'integer' && !Number.isInteger(value))) {
      return typeMessage(field, schema.type);
    }
    if (typeof schema.minimum === 'number' && value < schema.minimum) {
      return `${field} must be at least ${schema.minimum}`;
    }
    if (typeof schema.maximum === 'number' && value > schema.maximum) {
      return `${field} must be at most ${schema.maximum}`;
    }
  }
  if (Array.isArray(schema.enum)) {
    return `${field} must be one of the allowed values: ${schema.enum.join(', ')}`;
  }
  if (Array.isArray(schema.anyOf)) {
    const allowed = (schema.anyOf as TSchema[]).map((option) => option.const as unknown);
    return `${field} must be one of the allowed values: ${allowed.join(', ')}`;
  }
  return typeof schema.type === 'string'
    ? typeMessage(field, schema.type)
    : `${field} is not valid`;
}

/** The first problem of `value` against `schema`, or undefined when it fits. */
export function findProblem(
  schema: TSchema,
  value: unknown,
  prefix = '',
): FieldProblem | undefined {
  const error = Value.Errors(schema, value).First();
  if (!error) return undefined;
  const path = fieldOf(error.path);
  const field = [prefix, path].filter(Boolean).join('.') || undefined;
  if (!path) {
    return { message: `${prefix || 'The value'} must be an object`, field };
  }
  return { message: describeValue(field ?? path, error.schema, error.value), field };
}

/**
 * Validates multipart text fields: already trimmed; empty ones count as missing; numbers are
 * converted as the schema asks. Throws a 400 naming the first field at fault.
 */
export function validateFields<T extends TObject>(
  schema: T,
  raw: Record<string, string>,
): Static<T> {
  return checkFields(schema, raw, (value) => value !== '');
}

/**
 * Validates the text fields of an edit (PATCH): a field that is absent stays unchanged, but one
 * that is sent is checked as it is, so an empty required text answers "x is required".
 */
export function validateChanges<T extends TObject>(
  schema: T,
  raw: Record<string, string>,
): Static<T> {
  return checkFields(schema, raw, () => true);
}

/**
 * A blank Urdu text is no Urdu (fields named `…Ur`, contract `urduOf`): an edit that empties one
 * stores null, so the English shows. (A new item's blank fields are left out already.)
 */
export function urduBlanksAsNull<Fields extends object>(fields: Fields): Fields {
  const stored = { ...fields } as Record<string, unknown>;
  for (const [name, value] of Object.entries(stored)) {
    if (name.endsWith('Ur') && value === '') stored[name] = null;
  }
  return stored as Fields;
}

const WHOLE_NUMBER = /^[+-]?\d+$/;

function checkFields<T extends TObject>(
  schema: T,
  raw: Record<string, string>,
  keep: (value: string) => boolean,
): Static<T> {
  const picked: Record<string, string> = {};
  const properties = schema.properties as Record<string, TSchema>;
  for (const key of Object.keys(properties)) {
    const value = raw[key];
    if (value !== undefined && keep(value)) picked[key] = value;
  }
  // Value.Convert may change the object it is given, so it gets a copy.
  const converted = Value.Convert(schema, { ...picked }) as Record<string, unknown>;
  for (const [key, property] of Object.entries(properties)) {
    // Value.Convert reads '1.5' and '1e3' as 1; a whole number must be written as digits.
    const value = picked[key];
    if (property.type === 'integer' && value !== undefined && !WHOLE_NUMBER.test(value)) {
      converted[key] = value;
    }
  }
  const problem = findProblem(schema, converted);
  if (problem) throw new HttpError(400, problem.message, problem.field);
  return converted as Static<T>;
}

/**
 * Refuses a query or path number that is not finite. ajv turns "1e309" into Infinity when it
 * coerces a string and then skips minimum and maximum for it, so without this an id or a page
 * of Infinity reached the database (a 500). Runs after validation, on every route.
 */
export function refuseInfiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const input of [request.params, request.query]) {
      if (typeof input !== 'object' || input === null) continue;
      for (const [key, value] of Object.entries(input)) {
        if (typeof value === 'number' && !Number.isFinite(value)) {
          throw new HttpError(400, typeMessage(key, 'integer'), key);
        }
      }
    }
  });
}

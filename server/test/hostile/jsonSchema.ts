import fc from 'fast-check';

/*
 * The part of JSON Schema (as the OpenAPI document writes it) that the API uses: enough to
 * check an answer against its documented schema and to generate values from a request schema.
 */

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The first place where `value` breaks `schema`, or undefined when it fits. */
export function schemaProblem(schema: JsonSchema, value: unknown, at = '$'): string | undefined {
  if (value === null && schema.nullable) return undefined;
  if (schema.anyOf) {
    const fits = schema.anyOf.some((option) => schemaProblem(option, value, at) === undefined);
    return fits ? undefined : `${at}: fits none of anyOf`;
  }
  if (schema.enum && !schema.enum.includes(value)) return `${at}: not in enum`;
  if ('const' in schema && schema.const !== value) return `${at}: not the constant`;
  const actual = typeOf(value);
  if (schema.type) {
    const fits = schema.type === actual || (schema.type === 'number' && actual === 'integer');
    if (!fits) return `${at}: ${actual} instead of ${schema.type}`;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `${at}: below minimum`;
    if (schema.maximum !== undefined && value > schema.maximum) return `${at}: above maximum`;
  }
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${at}: long`;
    if (schema.minLength !== undefined && value.length < schema.minLength) return `${at}: short`;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return `${at}: pattern`;
  }
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const problem = schemaProblem(schema.items, item, `${at}[${index}]`);
      if (problem) return problem;
    }
  }
  if (actual === 'object' && schema.properties) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in record)) return `${at}.${key}: missing`;
    }
    for (const [key, property] of Object.entries(schema.properties)) {
      if (!(key in record)) continue;
      const problem = schemaProblem(property, record[key], `${at}.${key}`);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Every printable ASCII character, and a few beyond: what a character class is tested on. */
const CANDIDATES = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), 'é', 'ا'];

/**
 * A string fitting a pattern and the length limits. A pattern of one character class repeated
 * (`^[A-Za-z0-9_-]+$`, a token) is built at a length within the limits: fast-check's
 * stringMatching makes short strings, and filtering them to a minimum of 16 would reject nearly
 * every one (fast-check then retries without end, and the test hangs on a busy core). Any other
 * pattern is generated from the pattern and filtered by length.
 */
function patternText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Infinity;
  const repeatedClass = /^\^(\[[^\]]+\])\+\$$/.exec(schema.pattern ?? '');
  if (repeatedClass) {
    const one = new RegExp(`^${repeatedClass[1]}$`, 'u');
    const unit = fc.constantFrom(...CANDIDATES.filter((char) => one.test(char)));
    return fc.string({
      unit,
      minLength: Math.max(minLength, 1),
      maxLength: Math.min(maxLength, Math.max(minLength, 1) + 40),
    });
  }
  return fc
    .stringMatching(new RegExp(schema.pattern ?? ''))
    .filter((text) => text.length >= minLength && text.length <= maxLength);
}

/** Values that fit `schema` (near its limits, where mistakes live). */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const fitting = fittingFor(schema);
  return schema.nullable ? fc.oneof(fitting, fc.constant(null)) : fitting;
}

function fittingFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(arbitraryFor));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? Math.max(min + 1000, 2_147_483_647);
      return fc.oneof(
        fc.integer({ min, max: Math.min(max, min + 10) }),
        fc.constantFrom(min, max),
        fc.integer({ min, max }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (schema.pattern) return patternText(schema);
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
    }
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items) : fc.jsonValue(), {
        maxLength: 3,
      });
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
  }
}

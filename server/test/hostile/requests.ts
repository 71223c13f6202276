import fc from 'fast-check';
import type { Request } from '../http';
import { binaryString } from './binaryChar';
import { arbitraryFor, type JsonSchema } from './jsonSchema';

/*
 * Generated requests for one operation of the OpenAPI document: its path parameters, query
 * string, headers and body, each either fitting the documented schema or hostile.
 */

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body: JsonSchema | undefined;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Operation['responses'];
      }
    >
  >;
};

export function operationsOf(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      responses: op.responses ?? {},
    })),
  );
}

/** Strings that have broken servers before. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '0x10',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '"; DROP TABLE news; --',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '😀'.repeat(50),
  'a'.repeat(5000),
  'donor',
];

const hostileText = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 30 }),
  binaryString({ maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Ids and slugs of rows that exist, so generated paths often reach a real record. */
export type Known = { ids: string[]; slugs: string[] };

/** A value for one parameter: fitting its schema (or naming a real row), or hostile. */
function parameterValue(parameter: Parameter, known?: Known): fc.Arbitrary<string> {
  const fitting = arbitraryFor(parameter.schema).map((value) => String(value));
  const rows = parameter.schema.type === 'integer' ? known?.ids : known?.slugs;
  const existing = rows && rows.length > 0 ? [fc.constantFrom(...rows)] : [];
  return fc.oneof(...existing, fitting, hostileText);
}

/** A body that fits the schema but one property, which is hostile or gone. */
function bentBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return hostileJson;
  return fc
    .tuple(arbitraryFor(schema), fc.constantFrom(...keys), fc.option(hostileJson))
    .map(([value, key, replacement]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (replacement === null) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });
}

function jsonBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileJson;
  return fc.oneof(arbitraryFor(schema), bentBody(schema), hostileJson);
}

/* The text fields the multipart forms know, and a few they do not. */
const FORM_FIELDS = [
  'name',
  'heading',
  'subHeading',
  'logo',
  'link',
  'date',
  'title',
  'projectDetails',
  'goal',
  'status',
  'projectId',
  'json',
  'image',
  'bannerImage',
  '__proto__',
  'constructor',
];

const formValue = fc.oneof(
  hostileText,
  fc.constantFrom('https://example.org/x', '2024-01-15', 'active', '5', '1', 'alpha'),
  fc
    .array(
      fc.record({ name: fc.constantFrom('hero', 'socials', 'logo', 'x'), content: hostileJson }),
    )
    .map((list) => JSON.stringify(list)),
);

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; value: string; type: string }
  | {
      kind: 'form';
      fields: [string, string][];
      files: { field: string; image: boolean; name: string }[];
    };

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const form = fc.record({
    kind: fc.constant('form' as const),
    fields: fc.array(fc.tuple(fc.constantFrom(...FORM_FIELDS), formValue), { maxLength: 8 }),
    files: fc.array(
      fc.record({
        field: fc.constantFrom('image', 'bannerImage', 'file', 'name'),
        // Mostly garbage: a real picture costs a full decode and re-encode.
        image: fc.boolean().chain((big) => (big ? fc.boolean() : fc.constant(false))),
        name: hostileText,
      }),
      { maxLength: 3 },
    ),
  });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    value: fc.oneof(fc.constantFrom('{', '{"a":', 'null', '[]', '""', '\u0000'), hostileText),
    type: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
  });
  const json = jsonBody(op.body).map((value) => ({ kind: 'json' as const, value }));
  const none = fc.constant({ kind: 'none' as const });
  if (op.method === 'GET' || op.method === 'DELETE') {
    return fc.oneof({ weight: 4, arbitrary: none }, { weight: 1, arbitrary: json });
  }
  return op.body
    ? fc.oneof({ weight: 4, arbitrary: json }, { weight: 1, arbitrary: raw }, form, none)
    : fc.oneof({ weight: 4, arbitrary: form }, json, raw, none);
}

export type Auth = 'none' | 'valid' | 'garbage' | 'tampered' | 'unsigned' | 'basic';

export type Generated = {
  path: string;
  query: string;
  auth: Auth;
  headers: Record<string, string>;
  body: Body;
};

const EXTRA_HEADERS = fc.record(
  {
    'accept-language': fc.oneof(fc.constantFrom('ur', 'en', '*', 'ur-PK;q=0.9'), hostileText),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', 'x'),
    cookie: fc.oneof(
      fc.constantFrom('lang=ur', 'lang=xx'),
      hostileText.map((v) => `lang=${v}`),
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), hostileText),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data'),
  },
  { requiredKeys: [] },
);

/** Printable ASCII only: Node refuses to send other header values at all. */
const sendable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => /^[\x20-\x7e]*$/.test(value)));

export function requestFor(op: Operation, known: Known): fc.Arbitrary<Generated> {
  const pathParameters = op.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = op.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => parameterValue(parameter, known)))
    .map((values) =>
      pathParameters.reduce(
        (built, parameter, index) =>
          built.replace(`{${parameter.name}}`, encodeURIComponent(values[index] ?? '')),
        op.path,
      ),
    );
  const query = fc
    .array(
      fc.oneof(
        ...queryParameters.map((parameter) =>
          parameterValue(parameter).map((value) => [parameter.name, value] as const),
        ),
        fc.tuple(fc.constantFrom('page', 'limit', 'status', 'x', '__proto__'), hostileText),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => new URLSearchParams(pairs.map(([key, value]) => [key, value])).toString());
  return fc.record({
    path,
    query,
    auth: fc.constantFrom<Auth>(
      'none',
      'valid',
      'valid',
      'valid',
      'garbage',
      'tampered',
      'unsigned',
      'basic',
    ),
    headers: EXTRA_HEADERS.map((headers) => sendable(headers as Record<string, string>)),
    body: bodyFor(op),
  });
}

/** The authorization header for the chosen kind, from a valid token. */
export function authorization(auth: Auth, token: string): Record<string, string> {
  const [head = '', payload = '', signature = ''] = token.split('.');
  const unsigned = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
  const tampered = `${head}.${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}.${signature}`;
  switch (auth) {
    case 'none':
      return {};
    case 'valid':
      return { authorization: `Bearer ${token}` };
    case 'garbage':
      return { authorization: 'Bearer not.a.token' };
    case 'tampered':
      return { authorization: `Bearer ${tampered}` };
    case 'unsigned':
      return { authorization: `Bearer ${unsigned}.${payload}.` };
    case 'basic':
      return { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };
  }
}

/** The request to send, with a cached small PNG for the file parts that carry one. */
export function toRequest(
  op: Operation,
  generated: Generated,
  token: string,
  png: Buffer,
): Request {
  const url = `${generated.path}${generated.query ? `?${generated.query}` : ''}`;
  const headers = { ...generated.headers, ...authorization(generated.auth, token) };
  const { body } = generated;
  if (body.kind === 'none') {
    // Without a body, a stray content-type would only test Fastify's own parser choice.
    delete headers['content-type'];
    return { method: op.method, url, headers };
  }
  if (body.kind === 'raw') {
    return {
      method: op.method,
      url,
      headers: { ...headers, 'content-type': body.type },
      payload: body.value,
    };
  }
  if (body.kind === 'json') {
    return {
      method: op.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body.value) ?? 'null',
    };
  }
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  for (const file of body.files) {
    const data = file.image ? png : Buffer.from(file.name);
    form.append(file.field, new Blob([new Uint8Array(data)], { type: 'image/png' }), file.name);
  }
  delete headers['content-type'];
  return { method: op.method, url, headers, payload: form };
}

import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { App } from '../app';

/*
 * Requests through Fastify's app.inject(): the whole request pipeline (parsers, hooks,
 * validation, serialisation, compression) without a socket.
 */

export type Answer = {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json<T = Record<string, unknown>>(): T;
};

export type Request = {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON, FormData as multipart, a string or Buffer as is. */
  payload?: unknown;
};

export type Client = (request: Request) => Promise<Answer>;

async function encode(payload: unknown, headers: Record<string, string>) {
  if (payload === undefined) return undefined;
  if (payload instanceof FormData) {
    const response = new Response(payload);
    headers['content-type'] ??= response.headers.get('content-type') ?? '';
    return Buffer.from(await response.arrayBuffer());
  }
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(payload);
}

const DECODERS: Record<string, (raw: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** The body as a client reads it: decoded when the answer is compressed (rawPayload stays as sent). */
function decodedBody(raw: Buffer, encoding: string | string[] | undefined): string {
  const decode = typeof encoding === 'string' ? DECODERS[encoding] : undefined;
  return (decode ? decode(raw) : raw).toString('utf8');
}

export function injector(app: App): Client {
  return async ({ method = 'GET', url, headers = {}, payload }) => {
    const sent: Record<string, string> = { ...headers };
    const body = await encode(payload, sent);
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: sent,
      ...(body === undefined ? {} : { payload: body }),
    });
    const decoded = decodedBody(response.rawPayload, response.headers['content-encoding']);
    return {
      statusCode: response.statusCode,
      headers: response.headers as IncomingHttpHeaders,
      rawPayload: response.rawPayload,
      body: decoded,
      json: <T>() => JSON.parse(decoded) as T,
    };
  };
}

/**
 * A GET over a real socket with the path sent byte for byte. app.inject() normalises `..`
 * segments before routing, so path-traversal tests need the raw request a client can send.
 */
export async function rawGet(
  app: App,
  rawPath: string,
): Promise<{ statusCode: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: rawPath, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
  });
}

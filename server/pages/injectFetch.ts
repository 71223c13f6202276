import type { FastifyInstance, InjectOptions } from 'fastify';

/** Answers that may not carry a body in a WHATWG Response. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that answers from this Fastify app in-process (`app.inject`): the server renderer
 * reaches the API without a socket, through the same routes, hooks and validation.
 */
export function injectFetch(app: FastifyInstance) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    // The Response below hands bytes over as they are: nothing to decompress.
    headers['accept-encoding'] = 'identity';
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload && { payload }),
    });

    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    const empty = NO_BODY.has(answer.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: responseHeaders,
    });
  };
}

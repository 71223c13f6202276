import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { asksForAll } from '@contract/content';
import fp from 'fastify-plugin';
import {
  chooseEncoding,
  compressedOnce,
  COMPRESS_THRESHOLD_BYTES,
  type Encoding,
} from './compressOnce';

/*
 * The answers of the public reads the site makes on every visit (settings, news and project
 * pages, donors), kept per URL for one content generation (contentVersion.ts). A kept answer
 * skips the queries, their building and the serialising, and is compressed once rather than on
 * every request. Any admin write starts a new generation, so the next read asks the database
 * again. A route opts in with `config: PUBLIC_CACHE`; nothing that needs a token does.
 */

export const PUBLIC_CACHE = { publicCache: true, access: 'public' } as const;

const MAX_CACHED_ANSWERS = 500;
/** Larger answers (an admin's list of 100 long items) are rare: not worth the memory. */
const MAX_CACHED_BYTES = 256 * 1024;

type Kept = {
  generation: number;
  payload: string;
  contentType: string;
  compressed: Map<Encoding, Buffer>;
};

type Answers = Map<string, Kept>;

function keep(answers: Answers, url: string, kept: Kept): void {
  // Re-inserted on every use: the Map's first key is the least recently used.
  answers.delete(url);
  answers.set(url, kept);
  if (answers.size > MAX_CACHED_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
}

/**
 * A route-level onSend, so it runs after the ETag hook (which hashes the JSON and may turn the
 * answer into a 304) and before @fastify/compress, which leaves an encoded answer alone.
 */
function sendCompressed(answers: Answers): onSendHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const kept = answers.get(request.url);
    if (kept?.payload !== payload || payload.length < COMPRESS_THRESHOLD_BYTES) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = compressedOnce(kept.compressed, payload, encoding);
    reply.header('Content-Encoding', encoding).header('Content-Length', body.length);
    return body;
  };
}

export const responseCachePlugin = fp(
  async (app) => {
    const answers: Answers = new Map();
    // The generation a request began under: its answer may hold content older than any later one.
    const began = new WeakMap<FastifyRequest, number>();

    app.addHook('onRoute', (route) => {
      // A route sent uncompressed on purpose (settings: its Content-Length shows progress).
      if (!route.config?.publicCache || route.compress === false) return;
      const hooks = route.onSend ?? [];
      route.onSend = [...(Array.isArray(hooks) ? hooks : [hooks]), sendCompressed(answers)];
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
      // `?status=all` answers by who asks (drafts to an editor, the public list to others).
      if (asksForAll(request.query)) return;
      const generation = await app.contentVersion.current();
      const kept = answers.get(request.url);
      if (kept?.generation === generation) {
        keep(answers, request.url, kept);
        return reply.type(kept.contentType).send(kept.payload);
      }
      began.set(request, generation);
    });

    // Runs before the scopes' and routes' onSend hooks: the payload is the serialised JSON.
    app.addHook('onSend', async (request, reply, payload) => {
      const generation = began.get(request);
      if (generation === undefined || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' || payload.length > MAX_CACHED_BYTES) return payload;
      const contentType = reply.getHeader('content-type');
      keep(answers, request.url, {
        generation,
        payload,
        contentType: typeof contentType === 'string' ? contentType : 'application/json',
        compressed: new Map(),
      });
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['content-version'] },
);

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Answers of this GET route are kept per URL until the content changes. */
    publicCache?: boolean;
  }
}

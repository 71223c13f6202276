import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Validators for answers built per request (the API's JSON, rendered pages). The tag is a hash
 * of the bytes, so any change an admin makes changes it, and several servers on one database
 * agree on it without sharing anything. Weak, because one representation goes out brotli,
 * gzip or plain: the same content, not the same bytes.
 */

/** `W/"<hash>"` of the text or bytes. */
export function weakEtagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** The tag without its weakness prefix: If-None-Match compares weakly (RFC 9110 §13.1.2). */
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** Whether an If-None-Match header names this tag (or is `*`), weak or strong. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  // Entity tags cannot hold a comma, so splitting on commas is exact.
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** Sets the tag; answers true (and turns the reply into an empty 304) when the client has it. */
export function answerNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean {
  reply.header('ETag', etag);
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  reply.status(304).removeHeader('Content-Length');
  return true;
}

function isReadable(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * Every successful GET (and HEAD) of the scope it is registered in carries an ETag and must be
 * revalidated (`no-cache`), so a browser asks again each time and usually gets an empty 304.
 * Registered on /api/v1 only: every read there is public (writes alone need a token).
 */
export const etagPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isReadable(request) || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
      return answerNotModified(request, reply, weakEtagOf(payload)) ? '' : payload;
    });
  },
  { name: 'etag' },
);

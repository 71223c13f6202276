import type { FastifyReply } from 'fastify';

/**
 * A donor's own answer or page (their receipt, their receipts, their news consent), opened by
 * the unguessable link in their mail: never kept by a cache, never in a search engine.
 */
export const donorsOwn = (reply: FastifyReply): FastifyReply =>
  reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');

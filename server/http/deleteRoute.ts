import { IdParams } from '@contract/common';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * DELETE `${url}/:id`, answered 204 once `remove` has deleted the row; `remove` throws the
 * answer to a row that is not there (a 404) or may not go.
 */
export function deleteRoute(
  app: App,
  { url, tags }: { url: string; tags: string[] },
  remove: (request: FastifyRequest, id: number) => Promise<unknown>,
): void {
  app.delete(
    `${url}/:id`,
    { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

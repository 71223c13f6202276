import type { Access } from '@contract/admin';
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
  { url, tags, access }: { url: string; tags: string[]; access: Access },
  remove: (request: FastifyRequest, id: number) => Promise<unknown>,
): void {
  app.delete(
    `${url}/:id`,
    { config: { access }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

import { OWNER_ROLES, OwnerNoticeList } from '@contract/admin';
import { ErrorBody, IdParams } from '@contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { acknowledgeOwnerNotice, openOwnerNotices } from '../../auth';

/*
 * The notices every Owner must see until one acknowledges them (docs/product.md §6), such as a
 * changed UPI ID: the settings route writes them (server/auth/ownerSettings.ts).
 */

const tags = ['team'];

export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/notices',
    {
      config: { access: OWNER_ROLES },
      schema: {
        tags,
        summary: 'The notices no Owner has acknowledged yet, oldest first',
        response: { 200: OwnerNoticeList },
      },
    },
    async () => openOwnerNotices(db),
  );

  app.post(
    '/notices/:id/acknowledge',
    {
      config: { access: OWNER_ROLES },
      schema: {
        tags,
        summary: 'Acknowledges a notice for every Owner; records who and when',
        params: IdParams,
        response: { 204: Type.Null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await acknowledgeOwnerNotice(db, request.params.id, request.admin!.email);
      return reply.status(204).send(null);
    },
  );
};

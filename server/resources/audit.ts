import { AUDIT_MAX_LIMIT, AuditList, AuditQuery, GIFT_ROLES } from '@contract/admin';
import { ErrorBody } from '@contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { latestChanges } from '../auth';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['audit'],
        summary:
          `The latest admin changes, newest first (admin only): limit, at most ` +
          `${AUDIT_MAX_LIMIT} whatever is asked`,
        querystring: AuditQuery,
        response: { 200: AuditList, 401: ErrorBody },
      },
    },
    async (request) =>
      latestChanges(app.db, Math.min(request.query.limit ?? AUDIT_MAX_LIMIT, AUDIT_MAX_LIMIT)),
  );
};

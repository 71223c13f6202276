import { BinList, BinRestored, CONTENT_ROLES, type BinEntry } from '@contract/admin';
import { IdParams } from '@contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { restoreEntry } from './restore';

/* GET /bin: what was deleted, newest first; POST /bin/{id}/restore brings one item back. */

const tags = ['bin'];

export const binRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/bin',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags,
        summary: `Deleted items, newest first: each is purged with its files at purgeAt`,
        response: { 200: BinList },
      },
    },
    async (): Promise<BinEntry[]> => {
      const rows = await db
        .selectFrom('binEntries')
        .select(['id', 'kind', 'itemId', 'summary', 'deletedAt', 'deletedBy', 'purgeAt', 'data'])
        .orderBy('deletedAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        data: JSON.parse(row.data) as Record<string, unknown>,
      }));
    },
  );

  app.post(
    '/bin/:id/restore',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags,
        summary:
          'Brings the item back with its id, its files and its place in lists; 409 when a row ' +
          'it refers to is gone or another item took its unique name meanwhile',
        params: IdParams,
        response: { 200: BinRestored },
      },
    },
    async (request) => restoreEntry(db, request, request.params.id),
  );
};

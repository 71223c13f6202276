import type { AuditResource } from '@contract/admin';
import type { UploadKind } from '@contract/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditedDelete } from '../auth';
import type { Db } from '../db';

type ImageRowDelete = {
  /** Where the row's image is stored. */
  kind: UploadKind;
  resource: AuditResource;
  resourceId: string | number;
  /** What "… not found" names. */
  what: string;
  /** Deletes the row; answers its image and its line in the audit trail, or undefined. */
  remove(trx: Db): Promise<{ image: string; summary: string } | undefined>;
};

/**
 * Deletes a row and records it in one transaction (404 when there is no such row), then its
 * image: a crash between the two leaves a file no row names, never a row without its file.
 */
export async function deleteWithImage(
  app: Pick<FastifyInstance, 'db' | 'uploads'>,
  request: FastifyRequest,
  { kind, resource, resourceId, what, remove }: ImageRowDelete,
): Promise<void> {
  const row = await auditedDelete(app.db, request, {
    resource,
    resourceId,
    what,
    remove,
    summaryOf: (deleted) => deleted.summary,
  });
  await app.uploads.removeStored(kind, row.image);
}

import { DonationBody, DonationParams, Donor, ProjectSlugParams, isValidIsoDate } from '@contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited } from '../../auth';
import { HttpError, notFound, today } from '../../http';
import { donorsOf, findProject } from './queries';

/** The gift in the audit trail, without words: it reads the same in either language. */
const giftSummary = (slug: string, amount: number, donorName: string | null) =>
  `${slug}: ${amount}${donorName ? ` (${donorName})` : ''}`;

/*
 * The gifts of a project, recorded by an admin. They are the truth for its money: the public
 * raised, supportersCount and donor badges are computed from them.
 */
export const donationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  async function projectOf(slug: string) {
    const project = await findProject(db, slug);
    if (!project) throw notFound('Project');
    return project;
  }

  app.post(
    '/projects/:id/donations',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Records a gift: amount (whole rupees), donorName (empty for Anonymous), date ' +
          '(yyyy-mm-dd, default today, not in the future)',
        params: ProjectSlugParams,
        body: DonationBody,
        response: { 201: Donor },
      },
    },
    async (request, reply) => {
      const { amount } = request.body;
      const date = request.body.date ?? today();
      if (!isValidIsoDate(date)) {
        throw new HttpError(400, 'date must be a real calendar date (yyyy-mm-dd)', 'date');
      }
      if (date > today()) throw new HttpError(400, 'date cannot be in the future', 'date');
      const donorName = request.body.donorName?.trim() || null;
      const project = await projectOf(request.params.id);
      const { id } = await audited(
        db,
        request,
        (trx) =>
          trx
            .insertInto('donations')
            .values({
              projectId: project.id,
              donorName,
              amount,
              date,
              createdAt: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        (created) => ({
          resource: 'donation',
          resourceId: created.id,
          action: 'create',
          summary: giftSummary(project.projectId, amount, donorName),
        }),
      );
      // Its badge depends on the project's other gifts.
      const donor = (await donorsOf(db, project.id)).find((gift) => gift.id === id);
      if (!donor) throw notFound('Donation');
      return reply.status(201).send(donor);
    },
  );

  app.delete(
    '/projects/:id/donations/:donationId',
    {
      schema: {
        tags: ['projects'],
        summary: 'Removes a gift recorded by mistake',
        params: DonationParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const project = await projectOf(request.params.id);
      const { donationId } = request.params;
      const row = await audited(
        db,
        request,
        (trx) =>
          trx
            .deleteFrom('donations')
            .where('id', '=', donationId)
            .where('projectId', '=', project.id)
            .returning(['amount', 'donorName'])
            .executeTakeFirst(),
        (deleted) => ({
          resource: 'donation',
          resourceId: donationId,
          action: 'delete',
          summary: giftSummary(project.projectId, deleted.amount, deleted.donorName),
        }),
      );
      if (!row) throw notFound('Donation');
      return reply.status(204).send(null);
    },
  );
};

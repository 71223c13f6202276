import { EVERY_ROLE } from '@contract/admin';
import { ErrorBody } from '@contract/common';
import { UrduMissingCounts } from '@contract/content';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { lacksUrdu, type UrduTable } from '../db';

/** The admin home's sections and their tables, in the menu's order. */
const SECTIONS: Record<keyof UrduMissingCounts, UrduTable> = {
  gallery: 'galleryImages',
  partners: 'partners',
  highlights: 'highlights',
  newsLogos: 'newsLogos',
  news: 'news',
  testimonials: 'testimonials',
  projects: 'projects',
};

export const urduRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/urdu-missing',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['urdu'],
        summary:
          'How many items of each kind of content have a text whose Urdu is not given yet ' +
          '(admin only); each list shows only those with ?urdu=missing',
        response: { 200: UrduMissingCounts, 401: ErrorBody },
      },
    },
    async () => {
      const entries = await Promise.all(
        Object.entries(SECTIONS).map(async ([section, table]) => {
          const row = await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('total'))
            .where(lacksUrdu(table))
            .executeTakeFirstOrThrow();
          return [section, Number(row.total)] as const;
        }),
      );
      return Object.fromEntries(entries) as UrduMissingCounts;
    },
  );
};

/**
 * The bench's content: the bilingual demo (as `npm start` seeds it) plus enough old news,
 * projects and gifts that a deep page and a large OFFSET would show in the figures.
 */
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { prepare } from '../../../server/bootstrap';
import { loadConfig } from '../../../server/config';
import { migrateToLatest, type Db } from '../../../server/db';
import { BENCH_ADMIN } from '../productionServer';

const EXTRA_NEWS = 600;
const EXTRA_PROJECTS = 300;
const GIFTS_PER_PROJECT = 10;

export type BenchData = {
  /** A demo project's slug (its page and its donors are measured). */
  projectSlug: string;
  news: number;
  activeProjects: number;
};

/** yyyy-mm-dd, `days` before 2020-01-01: older than every demo item, so the demo stays on top. */
function daysBefore2020(days: number): string {
  return new Date(Date.UTC(2020, 0, 1) - days * 86_400_000).toISOString().slice(0, 10);
}

async function insertArchiveProjects(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < EXTRA_PROJECTS; i += 1) {
      const { id } = await trx
        .insertInto('projects')
        .values({
          projectId: `archive-project-${i + 1}`,
          title: `Archive project ${i + 1}`,
          status: i % 2 === 0 ? 'active' : 'completed',
          goal: 500_000,
          link: 'https://example.org/donate',
          // A demo photo once the demo is in (insertArchiveNews).
          image: '',
          details: 'A past appeal, kept for the record of what donors made possible.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('donations')
        .values(
          Array.from({ length: GIFTS_PER_PROJECT }, (_, g) => ({
            projectId: id,
            donorName: g % 3 === 0 ? null : `Donor ${g + 1}`,
            amount: 1_000 * (g + 1),
            date: daysBefore2020(i + g),
            createdAt: new Date().toISOString(),
          })),
        )
        .execute();
    }
  });
}

/** Old news below the demo's, and the demo's pictures on the archive's projects. */
async function insertArchiveNews(db: Db): Promise<void> {
  const logos = await db.selectFrom('newsLogos').select('id').execute();
  const someNews = await db.selectFrom('news').select('image').executeTakeFirstOrThrow();
  const photo = await db
    .selectFrom('projects')
    .select('image')
    .where('image', '!=', '')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('projects').set({ image: photo.image }).where('image', '=', '').execute();
    const news = Array.from({ length: EXTRA_NEWS }, (_, i) => ({
      heading: `Archive report ${i + 1}: volunteers at work in the neighbourhood`,
      logoId: logos[i % logos.length]!.id,
      link: `https://example.org/archive/${i + 1}`,
      image: someNews.image,
      date: daysBefore2020(i * 3),
      pinned: 0,
    }));
    // Several rows per statement, within SQLite's limit of bound parameters.
    for (let i = 0; i < news.length; i += 200) {
      await trx
        .insertInto('news')
        .values(news.slice(i, i + 200))
        .execute();
    }
  });
}

export async function seedBenchData(dataDir: string): Promise<BenchData> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
  });
  const app = await buildApp({ config });
  try {
    const { db } = app;
    // The archive's projects go in before the demo, so the demo's (newer) come first in lists.
    await migrateToLatest(db);
    await insertArchiveProjects(db);
    await prepare(app, config);
    await insertArchiveNews(db);
    const count = async (status?: 'active') => {
      let query = db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n'));
      if (status) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const news = await db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const demoProject = await db
      .selectFrom('projects')
      .select('projectId')
      .where('status', '=', 'active')
      .where('projectId', 'not like', 'archive-project-%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      projectSlug: demoProject.projectId,
      news: Number(news.n),
      activeProjects: await count('active'),
    };
  } finally {
    await app.close();
  }
}

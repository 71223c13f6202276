import { uploadUrl, type UploadKind } from '@contract/uploads';
import { type Db } from '../db';
import { giftDetailsWith, receiptNumbersFor } from '../gifts';
import { decodeImage, type UploadStore } from '../media';
import { demoContent, type DemoContent, type DemoGift } from './content';
import { defaultSettings } from './defaults';
import { seedDemoDocuments } from './documents';
import { renderDemoArt, type DemoArt } from './images';

type Stored = { kind: UploadKind; name: string };

export type SeedOutcome = 'demo' | 'defaults' | 'kept';

async function settingsCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('settings')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Renders and stores every demo picture through the same checks as a real upload, so the seed
 * proves the pipeline accepts what it shows. Answers a lookup from art to stored file name.
 */
async function storeArt(uploads: UploadStore, content: DemoContent, stored: Stored[]) {
  const jobs: [UploadKind, DemoArt][] = [
    ['logo', content.logo],
    ['banner', content.banner],
    ...content.gallery.map((item): [UploadKind, DemoArt] => ['gallery', item.art]),
    ...content.highlights.map((item): [UploadKind, DemoArt] => ['highlight', item.art]),
    ...content.newsLogos.map((item): [UploadKind, DemoArt] => ['newsLogo', item.art]),
    ...content.news.map((item): [UploadKind, DemoArt] => ['news', item.art]),
    ...content.partners.map((item): [UploadKind, DemoArt] => ['partner', item.art]),
    ...content.projects.map((item): [UploadKind, DemoArt] => ['project', item.art]),
  ];
  const names = new Map<DemoArt, string>();
  await Promise.all(
    jobs.map(async ([kind, art]) => {
      const image = await decodeImage(kind, await renderDemoArt(art), 'image', art.label);
      const name = await uploads.storeImage(kind, image);
      stored.push({ kind, name });
      names.set(art, name);
    }),
  );
  return (art: DemoArt): string => {
    const name = names.get(art);
    if (!name) throw new Error(`Demo art "${art.label}" was not stored`);
    return name;
  };
}

async function insertDemo(db: Db, content: DemoContent, fileOf: (art: DemoArt) => string) {
  const now = new Date().toISOString();
  // A gallery image, a partner or a news logo: its names and its stored picture.
  const namedRow = ({ name, nameUr, art }: { name: string; nameUr: string; art: DemoArt }) => ({
    name,
    nameUr,
    image: fileOf(art),
  });
  await db.transaction().execute(async (trx) => {
    const settings = content.settings.map(({ name, content: value }) => {
      if (name === 'logo')
        return { name, content: { image: uploadUrl('logo', fileOf(content.logo)) } };
      if (name === 'banner') {
        return { name, content: { ...value, image: uploadUrl('banner', fileOf(content.banner)) } };
      }
      return { name, content: value };
    });
    await trx
      .insertInto('settings')
      .values(
        settings.map((entry) => ({ name: entry.name, content: JSON.stringify(entry.content) })),
      )
      .execute();
    // Each list in the order the site showed before an admin could choose one (issue 31): the
    // gallery and testimonials newest (listed last here) first, projects too within a status.
    const lastFirst = (length: number, index: number) => length - index;
    await trx
      .insertInto('galleryImages')
      .values(
        content.gallery.map((image, index) => ({
          ...namedRow(image),
          position: lastFirst(content.gallery.length, index),
        })),
      )
      .execute();
    await trx
      .insertInto('highlights')
      .values(
        content.highlights.map(({ heading, headingUr, subHeading, subHeadingUr, art }, index) => ({
          position: index + 1,
          heading,
          headingUr,
          subHeading,
          subHeadingUr,
          image: fileOf(art),
        })),
      )
      .execute();
    const logoIds = new Map<string, number>();
    for (const [index, logo] of content.newsLogos.entries()) {
      const row = await trx
        .insertInto('newsLogos')
        .values({ ...namedRow(logo), position: index + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      logoIds.set(logo.name, row.id);
    }
    await trx
      .insertInto('news')
      .values(
        content.news.map((item) => {
          const logoId = logoIds.get(item.logoName);
          if (logoId === undefined) throw new Error(`Unknown demo news logo "${item.logoName}"`);
          const { heading, headingUr, link, date } = item;
          return {
            heading,
            headingUr,
            link,
            date,
            logoId,
            image: fileOf(item.art),
            pinned: item.pinned ? 1 : 0,
            pinnedAt: item.pinned ? new Date().toISOString() : null,
          };
        }),
      )
      .execute();
    await trx
      .insertInto('partners')
      .values(
        content.partners.map((partner, index) => ({ ...namedRow(partner), position: index + 1 })),
      )
      .execute();
    await trx
      .insertInto('testimonials')
      .values(
        content.testimonials.map((testimonial, index) => ({
          ...testimonial,
          position: lastFirst(content.testimonials.length, index),
        })),
      )
      .execute();
    const gifts: (DemoGift & { projectId: number })[] = [];
    for (const project of content.projects) {
      const sameStatus = content.projects.filter(({ status }) => status === project.status);
      const row = await trx
        .insertInto('projects')
        .values({
          position: lastFirst(sameStatus.length, sameStatus.indexOf(project)),
          projectId: project.projectId,
          title: project.title,
          titleUr: project.titleUr,
          status: project.status,
          acceptsZakat: project.acceptsZakat ? 1 : 0,
          goal: project.goal,
          link: project.link,
          image: fileOf(project.art),
          details: project.projectDetails,
          detailsUr: project.projectDetailsUr,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      gifts.push(...project.donations.map((gift) => ({ ...gift, projectId: row.id })));
    }
    // Confirmed gifts are numbered by date across the projects, as if recorded as they came.
    const confirmed = gifts.filter((gift) => (gift.status ?? 'confirmed') === 'confirmed');
    const numbers = await receiptNumbersFor(
      trx,
      confirmed.map(({ date }) => date),
    );
    const numberOf = new Map(confirmed.map((gift, index) => [gift, numbers[index] ?? null]));
    if (gifts.length === 0) return;
    await trx
      .insertInto('donations')
      .values(
        gifts.map((gift) => ({
          donorName: gift.donorName,
          amount: gift.amount,
          date: gift.date,
          purpose: gift.purpose ?? 'general',
          shownAs: gift.shownAs ?? (gift.donorName ? 'name' : 'anonymous'),
          hideAmount: gift.hideAmount ? 1 : 0,
          ...giftDetailsWith(gift),
          status: gift.status ?? 'confirmed',
          receiptNumber: numberOf.get(gift) ?? null,
          projectId: gift.projectId,
          createdAt: now,
        })),
      )
      .execute();
  });
}

/** Fills an empty database with the demo site; a database with settings is left alone. */
export async function seedDemo(
  db: Db,
  uploads: UploadStore,
  content: DemoContent = demoContent,
): Promise<boolean> {
  if ((await settingsCount(db)) > 0) return false;
  const stored: Stored[] = [];
  const documents: string[] = [];
  try {
    const fileOf = await storeArt(uploads, content, stored);
    await insertDemo(db, content, fileOf);
    await seedDemoDocuments(db, uploads, documents);
    return true;
  } catch (error) {
    await Promise.all(stored.map(({ kind, name }) => uploads.removeStored(kind, name)));
    await Promise.all(documents.map((name) => uploads.documents.remove(name)));
    throw error;
  }
}

/** Writes the default settings into an empty database, so the settings list is never empty. */
async function seedDefaults(db: Db): Promise<boolean> {
  if ((await settingsCount(db)) > 0) return false;
  await db
    .insertInto('settings')
    .values(
      defaultSettings().map(({ name, content }) => ({ name, content: JSON.stringify(content) })),
    )
    .execute();
  return true;
}

export async function seedIfEmpty(
  db: Db,
  uploads: UploadStore,
  demo: boolean,
): Promise<SeedOutcome> {
  if (demo) return (await seedDemo(db, uploads)) ? 'demo' : 'kept';
  return (await seedDefaults(db)) ? 'defaults' : 'kept';
}

import type { DocumentKind } from '@contract/documents';
import type { Db } from '../db';
import type { UploadStore } from '../media';
import { samplePdf } from './samplePdf';

/* The demo trust's sample document (issue 13): a tiny PDF drawn at seed time, no file in git. */

type DemoDocument = {
  year: string;
  title: string;
  titleUr: string;
  kind: DocumentKind;
  lines: string[];
};

export const demoDocuments: DemoDocument[] = [
  {
    year: '2024-25',
    title: 'Annual report 2024-25',
    titleUr: 'سالانہ رپورٹ 2024-25',
    kind: 'annualReport',
    lines: [
      'Roshni Welfare Trust',
      'Annual report 2024-25',
      'A sample document of the demo site: a fictional trust, not a real report.',
    ],
  },
];

/** Stores each demo document and its row, adding each file name to `stored` (to undo a failure). */
export async function seedDemoDocuments(
  db: Db,
  uploads: UploadStore,
  stored: string[],
): Promise<void> {
  const now = new Date().toISOString();
  for (const { lines, ...document } of demoDocuments) {
    const data = samplePdf(lines);
    const fileName = await uploads.documents.store(data, document.title);
    stored.push(fileName);
    await db
      .insertInto('documents')
      .values({ ...document, fileName, size: data.length, createdAt: now })
      .execute();
  }
}

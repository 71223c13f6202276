import { http, HttpResponse } from 'msw';
import type { ProjectUpdate, ProjectUpdateRecord } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { memoryBackend, published, sentText, type SentFields } from '@/test/lib';

export const PROJECT_UPDATES_URL = `*${API_PREFIX}/projects/:projectId/updates`;
const PROJECT_UPDATE_URL = `${PROJECT_UPDATES_URL}/:id`;

const photo = (id: string) => uploadUrl('projectUpdate', `${id}-1440x1080.webp`);

/** The demo project's updates, newest first, as GET …/updates answers them. */
export const demoProjectUpdates: Record<string, ProjectUpdate[]> = {
  'ramadan-ration-kits': published<ProjectUpdate>([
    {
      id: 3,
      date: '2025-03-20',
      text: '400 kits packed and handed out in Old City.',
      textUr: 'پرانے شہر میں 400 تھیلے تیار کر کے تقسیم کیے گئے۔',
      spent: 180_000,
      images: [
        photo('0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e01'),
        photo('0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e02'),
      ],
    },
    {
      id: 1,
      date: '2025-02-10',
      text: 'Families listed with the help of the local mosque committees.',
      textUr: 'مقامی مسجد کمیٹیوں کی مدد سے خاندانوں کی فہرست بنائی گئی۔',
      spent: null,
      images: [],
    },
  ]),
};

export function projectUpdateHandlers(byProject = demoProjectUpdates) {
  return [
    http.get(PROJECT_UPDATES_URL, ({ params }) =>
      HttpResponse.json(byProject[String(params.projectId)] ?? []),
    ),
  ];
}

/** The update `fields` describe, as the server would answer it. */
function withFields(update: ProjectUpdateRecord, fields: SentFields): ProjectUpdateRecord {
  const spent = sentText(fields, 'spent');
  const keep = sentText(fields, 'keepImages');
  // A form's several photos under one name reach `fields` as the last one: one stands for all.
  const added = typeof fields.images === 'object' ? [photo(`new-${update.id}`)] : [];
  return {
    ...update,
    text: sentText(fields, 'text') ?? update.text,
    textUr: sentText(fields, 'textUr') ?? update.textUr,
    date: sentText(fields, 'date') ?? update.date,
    spent: spent === undefined ? update.spent : spent === '' ? null : Number(spent),
    images: [...(keep === undefined ? update.images : keep.split(',').filter(Boolean)), ...added],
  };
}

/**
 * A project's updates API that remembers adds, edits and deletes over a copy of `initial`
 * (newest first), whatever the project; `sent` records each change with its multipart fields,
 * and `photos` how many photos each new update carried.
 */
export function projectUpdateBackend(initial: readonly ProjectUpdate[] = []) {
  const photos: number[] = [];
  const backend = memoryBackend<ProjectUpdateRecord>({
    listUrl: PROJECT_UPDATES_URL,
    itemUrl: PROJECT_UPDATE_URL,
    initial: initial.map((update) => ({ ...update, notify: false })),
    addsFirst: true,
    create: (fields, id) =>
      withFields(
        {
          id,
          date: '',
          text: '',
          textUr: '',
          spent: null,
          images: [],
          notify: sentText(fields, 'notify') === 'true',
        },
        fields,
      ),
    update: withFields,
  });
  const counting = http.all(PROJECT_UPDATES_URL, async ({ request }) => {
    if (request.method === 'POST') {
      photos.push((await request.clone().formData()).getAll('images').length);
    }
    return undefined;
  });
  return { handlers: [counting, ...backend.handlers], sent: backend.sent, photos };
}

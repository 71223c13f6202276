import { http, HttpResponse } from 'msw';
import { type GalleryImage } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { sentFields, sentText, sentUrdu, type SentCall, type SentFile } from '@/test/lib';
import { demoGalleryImages, GALLERY_IMAGES_URL } from './galleryImageMocks';

export const GALLERY_IMAGE_URL = `*${API_PREFIX}/images/:id`;

/** One upload as the server received it: every `image` part, in order. */
type SentUpload = { files: SentFile[]; fieldNames: string[] };

/**
 * The gallery API remembering uploads, edits and deletes over a copy of `initial` (in its order,
 * as the server answers; new images first, the last sent first). `uploads` records each POST's
 * parts; `sent` each edit and delete.
 */
export function galleryBackend(initial: readonly GalleryImage[] = demoGalleryImages) {
  let images = initial.map((image) => ({ ...image }));
  const uploads: SentUpload[] = [];
  const sent: SentCall[] = [];

  const handlers = [
    http.get(GALLERY_IMAGES_URL, () => HttpResponse.json(images)),
    http.post(GALLERY_IMAGES_URL, async ({ request }) => {
      const form = await request.formData();
      const files = form.getAll('image').filter((part): part is File => typeof part !== 'string');
      uploads.push({
        fieldNames: [...form.keys()],
        files: files.map((file) => ({ fileName: file.name, type: file.type, size: file.size })),
      });
      const firstId = Math.max(0, ...images.map(({ id }) => id)) + 1;
      const firstPlace = Math.min(1, ...images.map(({ position }) => position));
      // New images go first, as the server puts them.
      const added = files.map((file, index) => ({
        id: firstId + index,
        position: firstPlace - 1 - index,
        name: file.name,
        nameUr: null,
        image: uploadUrl('gallery', file.name),
      }));
      images = [...[...added].reverse(), ...images];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.patch(GALLERY_IMAGE_URL, async ({ request, params }) => {
      const id = Number(params.id);
      const fields = await sentFields(request);
      sent.push({ method: 'PATCH', id, fields });
      images = images.map((image) =>
        image.id === id
          ? {
              ...image,
              name: sentText(fields, 'name') ?? image.name,
              nameUr: sentUrdu(fields, 'nameUr', image.nameUr),
            }
          : image,
      );
      const edited = images.find((image) => image.id === id);
      return edited
        ? HttpResponse.json(edited)
        : HttpResponse.json({ statusCode: 404, message: 'Image not found' }, { status: 404 });
    }),
    http.delete(GALLERY_IMAGE_URL, ({ params }) => {
      const id = Number(params.id);
      sent.push({ method: 'DELETE', id });
      images = images.filter((image) => image.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, uploads, sent, images: () => images };
}

import { uploadUrl, type UploadKind } from '@contract';
import { memoryBackend, sentFileName, sentText } from './memoryBackend';
import type { SentFields } from './sentBody';

type ImageResourceBackendOptions<T> = {
  listUrl: string;
  itemUrl: string;
  initial: readonly T[];
  /** Which upload folder the image goes to. */
  kind: UploadKind;
  /** The item's text fields, sent under their own names. */
  texts: readonly (keyof T & string)[];
  /** The item's field that holds the image's address (the file is sent as `image`). */
  image: keyof T & string;
};

/**
 * The API of a resource made of text fields and one image (partners, highlights, news logos),
 * remembering adds, edits and deletes: the test side of the admin's image-resource kit.
 */
export function imageResourceBackend<T extends { id: number }>({
  kind,
  texts,
  image,
  ...lists
}: ImageResourceBackendOptions<T>) {
  const textsSent = (fields: SentFields, otherwise: (name: keyof T & string) => unknown) =>
    Object.fromEntries(texts.map((name) => [name, sentText(fields, name) ?? otherwise(name)]));
  return memoryBackend<T>({
    ...lists,
    create: (fields, id) =>
      ({
        id,
        ...textsSent(fields, () => ''),
        [image]: uploadUrl(kind, sentFileName(fields) ?? ''),
      }) as unknown as T,
    update: (item, fields) => {
      const file = sentFileName(fields);
      return {
        ...item,
        ...textsSent(fields, (name) => item[name]),
        [image]: file ? uploadUrl(kind, file) : item[image],
      };
    },
  });
}

import { uploadUrl, type UploadKind } from '@contract/uploads';
import { memoryBackend, sentFileName, sentText, sentUrdu } from './memoryBackend';
import { published, withSentPublishing } from './published';
import type { SentFields } from './sentBody';

type ImageResourceBackendOptions<T> = {
  listUrl: string;
  itemUrl: string;
  initial: readonly T[];
  /** Which upload folder the image goes to. */
  kind: UploadKind;
  /** The item's text fields, sent under their own names, each with its Urdu (`nameUr`). */
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
  // Each text with its Urdu (`${name}Ur`), which a blank leaves unset (null), as the server does.
  const textsSent = (fields: SentFields, otherwise: (name: string) => unknown) =>
    Object.fromEntries(
      texts.flatMap((name) => {
        const urdu = `${name}Ur`;
        return [
          [name, sentText(fields, name) ?? otherwise(name)],
          [urdu, sentUrdu(fields, urdu, otherwise(urdu) as string | null)],
        ];
      }),
    );
  return memoryBackend<T>({
    ...lists,
    create: (fields, id) =>
      withSentPublishing(
        published([
          {
            id,
            ...textsSent(fields, (name) => (name.endsWith('Ur') ? null : '')),
            [image]: uploadUrl(kind, sentFileName(fields) ?? ''),
          },
        ])[0]!,
        fields,
      ) as unknown as T,
    update: (item, fields) => {
      const file = sentFileName(fields);
      return withSentPublishing(
        {
          ...item,
          ...textsSent(fields, (name) => item[name as keyof T]),
          [image]: file ? uploadUrl(kind, file) : item[image],
        },
        fields,
      );
    },
  });
}

import type { ComponentType } from 'react';
import type { VersionKind } from '@contract/admin';
import type { UploadKind } from '@contract/uploads';
import type { GroupWith, KeyIn } from '@/shared/i18n';
import type { AdminRouteFamily } from '@/shared/routes';
import type {
  CardImageResource,
  FormImageResource,
  ImageResourceBase,
  ImageResourceField,
  ImageResourceForm,
  TextKey,
} from './types';

/** A group of texts with the screens' headings and the empty list's invitation. */
type ScreensTextGroup = GroupWith<'heading'> &
  GroupWith<'addHeading'> &
  GroupWith<'editHeading'> &
  GroupWith<'empty'>;

/** The item's fields that hold a text (the image's URL). */
type TextOf<Item> = { [Key in keyof Item]: Item[Key] extends string ? Key : never }[keyof Item] &
  string;

/** A text field, labelled `${group}.${name}` unless it names another key of the group. */
type Field<Item, Fields, Group extends string> = { maxLength: number } & (
  | { name: keyof Fields & TextOf<Item> & KeyIn<Group>; label?: undefined }
  | { name: keyof Fields & TextOf<Item>; label: KeyIn<Group> }
);

/** The hooks from the entity (the `calls` of shared/api `injectImageResource`). */
type Calls<Item extends { id: number }, Fields> = Pick<
  ImageResourceBase<Item>,
  'useList' | 'useDelete' | 'useOrder'
> &
  Pick<ImageResourceForm<Fields>, 'useEdit'>;

/** The declaration of a resource whose texts are the group `Group`. */
type Declaration<Item extends { id: number }, Fields, Group extends ScreensTextGroup> = {
  /** Its texts' group: `${texts}.heading`, `.addHeading`, `.editHeading`, `.empty`, the labels. */
  texts: Group;
  /** Its own wordings (`${texts}.loadFailed`, `.deleteFailed`); the common ones otherwise. */
  ownFailureTexts?: readonly Extract<'loadFailed' | 'deleteFailed', KeyIn<Group>>[];
  routes: AdminRouteFamily;
  /** Its kind of versions (issue 31): each item's History on the list. */
  versions: VersionKind;
  /** Its required text fields; the first names the item (alt text, Edit and Delete buttons). */
  fields: readonly [Field<Item, Fields, Group>, ...Field<Item, Fields, Group>[]];
  /** The item's field of its image's URL, which is also its label's key, and its upload rules. */
  image: { name: TextOf<Item> & KeyIn<Group>; kind: UploadKind };
  /** A refused delete whose reason the admin needs to read (a logo still in use). */
  deleteRefusal?: (error: unknown) => string | undefined;
} & (
  | { calls: Calls<Item, Fields> & Pick<ImageResourceForm<Fields>, 'useAdd'> }
  | {
      calls: Calls<Item, Fields>;
      /** Its own add form (the gallery's upload of many images at once). */
      addForm: ComponentType;
    }
);

/**
 * A resource made of fields and one image, as its page declares it: what follows the
 * conventions (texts, paths, which field names the item) is derived from it. One member per
 * group of texts, so that its labels are checked against its own group.
 */
export type ImageResourceDeclaration<Item extends { id: number }, Fields> = {
  [Group in ScreensTextGroup]: Declaration<Item, Fields, Group>;
}[ScreensTextGroup];

/** The kit's full description of the resource, from its declaration. */
export function resolveDeclaration<Item extends { id: number }, Fields extends object>(
  declaration: ImageResourceDeclaration<Item, Fields>,
): FormImageResource<Item, Fields> | CardImageResource<Item, Fields> {
  const { texts: group, routes, fields, image, calls } = declaration;
  // The keys are checked against the texts by the declaration's type above.
  const key = (rest: string) => `${group}.${rest}` as TextKey;
  const own = (rest: 'loadFailed' | 'deleteFailed') =>
    declaration.ownFailureTexts?.some((text) => text === rest) ? key(rest) : undefined;
  const base: ImageResourceBase<Item> = {
    texts: {
      heading: key('heading'),
      addHeading: key('addHeading'),
      empty: key('empty'),
      loadFailed: own('loadFailed'),
      deleteFailed: own('deleteFailed'),
    },
    listPath: routes.list,
    versions: declaration.versions,
    addPath: routes.add,
    nameOf: (item) => String(item[fields[0].name]),
    imageOf: (item) => String(item[image.name]),
    useList: calls.useList,
    useDelete: calls.useDelete,
    useOrder: calls.useOrder,
    deleteRefusal: declaration.deleteRefusal,
  };
  const form = {
    fields: fields.map(({ name, label, maxLength }): ImageResourceField<Fields> => ({
      name,
      label: key(label ?? name),
      maxLength,
    })),
    imageLabel: key(image.name),
    kind: image.kind,
    editHeading: key('editHeading'),
    editPath: routes.edit,
    useEdit: calls.useEdit,
  };
  if ('addForm' in declaration) return { ...base, addForm: declaration.addForm, form };
  return { ...base, form: { ...form, useAdd: declaration.calls.useAdd } };
}

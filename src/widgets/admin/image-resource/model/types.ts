import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { VersionKind } from '@contract/admin';
import type { UploadKind } from '@contract/uploads';

/** A key of the admin's texts (shared/i18n). */
export type TextKey = ParseKeys;

/** An RTK Query trigger's answer, which the screens await. */
type Call = { unwrap: () => Promise<unknown> };

/** The item's list, read whole (never paged): an entity's `useGet...Query`. */
type UseList<Item> = () => { data?: Item[]; isLoading: boolean; error?: unknown };

/** The screens' texts. */
type ImageResourceTexts = {
  /** The list's heading, which names its region. */
  heading: TextKey;
  addHeading: TextKey;
  /** The empty list's invitation, under 'Nothing is here'. */
  empty: TextKey;
  /** Its own wording for a failed load; 'failed to load data, please try again' unless given. */
  loadFailed?: TextKey;
  /** Its own wording for a failed delete; 'failed to delete data, please try again' unless given. */
  deleteFailed?: TextKey;
};

/**
 * One required text field, a column of the table and an input of the form, with its optional
 * Urdu beside it (the field `${name}Ur`).
 */
export type ImageResourceField<Fields> = {
  name: keyof Fields & string;
  label: TextKey;
  maxLength: number;
};

/** The kit's edit form: the text fields and one image, sent as multipart. */
export type ImageResourceEditForm<Fields> = {
  fields: readonly ImageResourceField<Fields>[];
  /** The image's label, in the form and over the table's column. */
  imageLabel: TextKey;
  /** Which upload rules apply to the image (contract `UPLOAD_RULES`). */
  kind: UploadKind;
  editHeading: TextKey;
  editPath: (id: number) => string;
  useEdit: () => readonly [
    (body: { id: number; fields: Partial<Fields>; image?: File }) => Call,
    ...unknown[],
  ];
};

/** The kit's add and edit form. */
export type ImageResourceForm<Fields> = ImageResourceEditForm<Fields> & {
  useAdd: () => readonly [(body: { fields: Fields; image: File }) => Call, ...unknown[]];
};

export type ImageResourceBase<Item extends { id: number }> = {
  texts: ImageResourceTexts;
  listPath: string;
  addPath: string;
  /** Its kind of versions: each item's History (issue 31). */
  versions: VersionKind;
  /** Names the item: its image's alt text, its Edit and Delete buttons. */
  nameOf: (item: Item) => string;
  imageOf: (item: Item) => string;
  useList: UseList<Item>;
  useDelete: () => readonly [(id: number) => Call, ...unknown[]];
  /** Its new order (PUT …/order), by the list's drag handles. */
  useOrder: () => readonly [(ids: number[]) => Call, ...unknown[]];
  /** A refused delete whose reason the admin needs to read (a logo still in use). */
  deleteRefusal?: (error: unknown) => string | undefined;
};

/** A resource listed as a table of its fields and image, added and edited with the kit's form. */
export type FormImageResource<Item extends { id: number }, Fields> = ImageResourceBase<Item> & {
  form: ImageResourceForm<Fields>;
};

/**
 * A resource of images, listed as cards, added with a form of its own and edited with the
 * kit's (the gallery: its images' names).
 */
export type CardImageResource<Item extends { id: number }, Fields> = ImageResourceBase<Item> & {
  addForm: ComponentType;
  form: ImageResourceEditForm<Fields>;
};

import type { ParseKeys, TFunction, i18n as I18n } from 'i18next';
import type { VersionKind } from '@contract/admin';
import { projectImageUrl } from '@/entities/project';
import type { Field } from './changes';

/** Where a field's name is found: the history's own names, then the settings screen's. */
const LABEL_GROUPS = ['historyField', 'settingsFields', 'settingsTrust', 'settingsWording'];

/** A value shown in words instead of as stored: a theme's colour, a project's status… */
const VALUE_GROUPS: Record<string, string> = {
  color: 'settingsThemes',
  status: 'adminProjects',
  kind: 'documentKind',
};

type Texts = { t: TFunction; i18n: I18n };

/** The first of `keys` the texts have, or undefined. */
function firstKnown({ i18n }: Texts, keys: string[]): ParseKeys | undefined {
  return keys.find((key) => i18n.exists(key)) as ParseKeys | undefined;
}

/** A field's name as the admin reads it: "Name", "Name (Urdu)"; else its name in the data. */
export function fieldLabel(texts: Texts, { name, urdu }: Field): string {
  const key = firstKnown(
    texts,
    LABEL_GROUPS.map((group) => `${group}.${name}`),
  );
  const label = key ? String(texts.t(key)) : name;
  return urdu ? texts.t('adminCommon.inUrdu', { field: label }) : label;
}

/** A stored word shown in the admin's language where it has one ('blue' → "Blue"). */
export function valueWords(texts: Texts, name: string, value: string): string {
  const group = VALUE_GROUPS[name];
  const key = group && firstKnown(texts, [`${group}.${value}`]);
  return key ? String(texts.t(key)) : value;
}

/** The image fields (their value a URL) and an image's file name. */
const IMAGE_FIELDS = new Set(['logo', 'image', 'images']);
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** Whether a field's value is the URL of an image, shown as a thumbnail. */
export function isImage(name: string, value: unknown): value is string {
  return (
    typeof value === 'string' && value !== '' && (IMAGE_FIELDS.has(name) || IMAGE_FILE.test(value))
  );
}

/** An image's URL: a project's `image` is a bare file name, served from the projects' photos. */
export function imageUrl(kind: VersionKind, value: string): string {
  return kind === 'projects' && !value.includes('/') ? projectImageUrl(value) : value;
}

/** The first image of an item's data (its image, else its logo, else its first photo), if any. */
export function imageOfData(kind: VersionKind, data: Record<string, unknown>): string | undefined {
  const photos = Array.isArray(data.images) ? data.images : [];
  const image = [data.image, data.logo, photos[0]].find((value) => isImage('image', value));
  return typeof image === 'string' ? imageUrl(kind, image) : undefined;
}

import type { Version, VersionKind } from '@contract/admin';

/** One field of a version's data: a text (in one language), a flag, an image or file, a list. */
export type Field = {
  /** Where it is in the data (`nameUr`, `en.heading`): what tells two versions' fields apart. */
  path: string;
  /** Its name without the language (`name`, `heading`), which labels it. */
  name: string;
  /** Its Urdu text (`nameUr`, a setting's `ur.heading`). */
  urdu: boolean;
};

/** A field as one version had it, and as the version before it did (absent: the first). */
export type Change = Field & { before?: unknown; after: unknown };

/** What the admin never edits (the id, the place in a list) or the site counts (the money). */
const NOT_SHOWN = new Set(['id', 'position', 'logoId', 'supportersCount', 'raised', 'createdAt']);
const LANGUAGES = new Set(['en', 'ur']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of a version's data, each English text followed by its Urdu. An item's are its
 * own fields (`name`, `nameUr`); a setting's `{ value }` is read into, its languages' texts
 * under `en` and `ur` (`hero`: `show`, `en.heading`, `ur.heading`…).
 */
function fieldsOf(
  kind: VersionKind,
  data: Record<string, unknown>,
): Map<string, Field & { value: unknown }> {
  const found: (Field & { value: unknown })[] = [];
  const walk = (value: unknown, segments: string[]) => {
    if (isRecord(value) && (kind === 'settings' || segments.length === 0)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...segments, key]);
      return;
    }
    const named = segments.filter((segment) => !LANGUAGES.has(segment));
    let name = named.at(-1) ?? 'value';
    let urdu = segments.includes('ur');
    if (kind !== 'settings' && NOT_SHOWN.has(name)) return;
    if (/.Ur$/.test(name)) {
      name = name.slice(0, -2);
      urdu = true;
    }
    found.push({ path: segments.join('.') || 'value', name, urdu, value });
  };
  walk(kind === 'settings' ? data.value : data, []);
  // Each field's English first, its Urdu straight after, in the order the data gives them.
  const order = [...new Set(found.map(({ name }) => name))];
  found.sort(
    (one, other) =>
      order.indexOf(one.name) - order.indexOf(other.name) || Number(one.urdu) - Number(other.urdu),
  );
  return new Map(found.map((field) => [field.path, field]));
}

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * What `version` changed against `previous`, the version before it, field by field; with no
 * previous version, every field it has (`before` absent).
 */
export function changesOf(version: Version, previous?: Version): Change[] {
  const after = fieldsOf(version.kind, version.data);
  if (!previous) {
    return [...after.values()].map(({ value, ...field }) => ({ ...field, after: value }));
  }
  const before = fieldsOf(previous.kind, previous.data);
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths.flatMap((path) => {
    const now = after.get(path);
    const then = before.get(path);
    if (same(now?.value, then?.value)) return [];
    const { name, urdu } = (now ?? then)!;
    return [{ path, name, urdu, before: then?.value ?? null, after: now?.value ?? null }];
  });
}

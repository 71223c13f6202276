import { type Localized } from '@contract/common';
import { DEFAULT_LANGUAGE, type Language } from '@contract/pages';

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Content in the given language, field by field: a field left empty in that language shows
 * its English text instead.
 */
export function localize<T>(content: Localized<T>, language: Language): T {
  const fallback = content[DEFAULT_LANGUAGE];
  const chosen: unknown = content[language];
  if (typeof fallback !== 'object' || fallback === null) {
    return isBlank(chosen) ? fallback : (chosen as T);
  }
  if (typeof chosen !== 'object' || chosen === null) return fallback;
  const merged: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [key, value] of Object.entries(chosen)) {
    if (!isBlank(value)) merged[key] = value;
  }
  return merged as T;
}

import type { TrustDocument } from '@contract/documents';

/** The documents grouped by financial year, newest year first, in the order the API gave. */
export function byYear(documents: readonly TrustDocument[]): [string, TrustDocument[]][] {
  const groups = new Map<string, TrustDocument[]>();
  for (const document of documents) {
    groups.set(document.year, [...(groups.get(document.year) ?? []), document]);
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a));
}

import type { Publishing } from '@contract/content';
import type { SentFields } from './sentBody';

/** Public for good: what every item from before drafts and schedules answers (issue 31). */
const PUBLISHED: Publishing = { status: 'published', publishAt: null, unpublishAt: null };

/** Demo items as the server answers them: published, with no window, unless they say. */
export function published<T extends object>(items: T[]): (T & Publishing)[] {
  return items.map((item) => ({ ...PUBLISHED, ...item }));
}

/** The same for projects, whose publishing state is `publishStatus` (their `status` is SPEC's). */
export function publishedProjects<T extends object>(items: T[]) {
  const { status, ...window } = PUBLISHED;
  return items.map((item) => ({ publishStatus: status, ...window, ...item }));
}

/** An item after a form's fields: its publishing as sent (a bound sent blank is none). */
export function withSentPublishing<T extends object>(item: T, fields: SentFields): T {
  const sent = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? { [name]: value === '' ? null : value } : {};
  };
  return { ...item, ...sent('status'), ...sent('publishAt'), ...sent('unpublishAt') };
}

import { enAdmin } from './enAdmin';
import { enSite } from './enSite';
import type { Texts } from './texts';

/**
 * English texts, exactly as SPEC.md writes them. Keys are grouped by screen; each area keeps its
 * groups in a file of its own under en/ (and ur/), so the groups' names must not collide. The
 * browser loads the site's and the admin's separately (enSite.ts, enAdmin.ts).
 */
export const en = { ...enSite, ...enAdmin };

/** The shape every language's resources must have: the same keys, any strings. */
export type Translation = Texts<typeof en>;

import { adminShell } from './en/adminShell';
import { enAdmin } from './enAdmin';
import { enGiving } from './enGiving';
import { enHistory } from './enHistory';
import { enPublishing } from './enPublishing';
import { enSite } from './enSite';
import type { Texts } from './texts';

/**
 * English texts, exactly as docs/product.md writes them. Keys are grouped by screen; each area keeps its
 * groups in a file of its own under en/ (and ur/), so the groups' names must not collide. The
 * browser loads the site's, the admin's and the UPI pledge form's separately (enSite.ts,
 * enAdmin.ts, enGiving.ts), the history's and bin's (enHistory.ts), drafts' and schedules'
 * (enPublishing.ts); the admin's frame's, which come with its sign-in, apart from its screens'
 * (en/adminShell.ts).
 */
export const en = {
  ...enSite,
  ...adminShell,
  ...enAdmin,
  ...enGiving,
  ...enHistory,
  ...enPublishing,
};

/** The shape every language's resources must have: the same keys, any strings. */
export type Translation = Texts<typeof en>;

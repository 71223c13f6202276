import type { Texts } from './texts';
import { admin } from './en/admin';
import { adminCauses } from './en/adminCauses';
import { adminContent } from './en/adminContent';
import { chrome } from './en/chrome';
import { common } from './en/common';
import { home } from './en/home';
import { pages } from './en/pages';
import { projects } from './en/projects';

/**
 * English texts, exactly as SPEC.md writes them. Keys are grouped by screen; each area keeps its
 * groups in a file of its own under en/ (and ur/), so the groups' names must not collide.
 */
export const en = {
  ...common,
  ...chrome,
  ...home,
  ...projects,
  ...pages,
  ...admin,
  ...adminContent,
  ...adminCauses,
};

/** The shape every language's resources must have: the same keys, any strings. */
export type Translation = Texts<typeof en>;

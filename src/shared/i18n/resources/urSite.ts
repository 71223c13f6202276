import type { enSite } from './enSite';
import type { Texts } from './texts';
import { chrome } from './ur/chrome';
import { common } from './ur/common';
import { home } from './ur/home';
import { pages } from './ur/pages';
import { projects } from './ur/projects';

export const urSite: Texts<typeof enSite> = {
  ...common,
  ...chrome,
  ...home,
  ...projects,
  ...pages,
};

import type { Translation } from './en';
import { admin } from './ur/admin';
import { adminCauses } from './ur/adminCauses';
import { adminContent } from './ur/adminContent';
import { chrome } from './ur/chrome';
import { common } from './ur/common';
import { home } from './ur/home';
import { pages } from './ur/pages';
import { projects } from './ur/projects';

export const ur: Translation = {
  ...common,
  ...chrome,
  ...home,
  ...projects,
  ...pages,
  ...admin,
  ...adminContent,
  ...adminCauses,
};

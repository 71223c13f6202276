import { adminShell } from './ur/adminShell';
import type { Translation } from './en';
import { urAdmin } from './urAdmin';
import { urGiving } from './urGiving';
import { urHistory } from './urHistory';
import { urPublishing } from './urPublishing';
import { urSite } from './urSite';

export const ur: Translation = {
  ...urSite,
  ...adminShell,
  ...urAdmin,
  ...urGiving,
  ...urHistory,
  ...urPublishing,
};

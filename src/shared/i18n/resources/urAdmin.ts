import { receiptTexts } from '@contract/gifts';
import type { enAdmin } from './enAdmin';
import type { Texts } from './texts';
import { admin } from './ur/admin';
import { adminCauses } from './ur/adminCauses';
import { adminContent } from './ur/adminContent';
import { adminGifts } from './ur/adminGifts';
import { adminTeam } from './ur/adminTeam';

export const urAdmin: Texts<typeof enAdmin> = {
  ...receiptTexts.ur,
  ...admin,
  ...adminContent,
  ...adminCauses,
  ...adminGifts,
  ...adminTeam,
};

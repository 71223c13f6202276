import { receiptTexts } from '@contract/gifts';
import { admin } from './en/admin';
import { adminCauses } from './en/adminCauses';
import { adminContent } from './en/adminContent';
import { adminGifts } from './en/adminGifts';
import { adminTeam } from './en/adminTeam';

/** The admin panel's English texts: loaded with the admin's chunks only (loadTexts.ts). */
export const enAdmin = {
  ...receiptTexts.en,
  ...admin,
  ...adminContent,
  ...adminCauses,
  ...adminGifts,
  ...adminTeam,
};

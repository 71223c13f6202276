import { receiptTexts } from '@contract/gifts';
import { admin } from './en/admin';
import { adminCauses } from './en/adminCauses';
import { adminContent } from './en/adminContent';
import { adminGifts } from './en/adminGifts';
import { adminTeam } from './en/adminTeam';

/**
 * The English texts of the admin's signed-in screens: loaded with their chunks only, not with the
 * sign-in (loadTexts.ts); the frame's are in en/adminShell.ts.
 */
export const enAdmin = {
  ...receiptTexts.en,
  ...admin,
  ...adminContent,
  ...adminCauses,
  ...adminGifts,
  ...adminTeam,
};

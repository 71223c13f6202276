import type { Texts } from '../texts';
import type { chrome as en } from '../en/chrome';

export const chrome: Texts<typeof en> = {};

import type { Texts } from '../texts';
import type { home as en } from '../en/home';

export const home: Texts<typeof en> = {};

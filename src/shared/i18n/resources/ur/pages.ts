import type { Texts } from '../texts';
import type { pages as en } from '../en/pages';

export const pages: Texts<typeof en> = {};

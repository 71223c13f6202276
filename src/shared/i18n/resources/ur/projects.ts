import type { Texts } from '../texts';
import type { projects as en } from '../en/projects';

export const projects: Texts<typeof en> = {};

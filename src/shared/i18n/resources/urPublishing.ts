import type { enPublishing } from './enPublishing';
import type { Texts } from './texts';
import { publishing } from './ur/publishing';

export const urPublishing: Texts<typeof enPublishing> = { ...publishing };

import type { Translation } from './en';
import { urAdmin } from './urAdmin';
import { urSite } from './urSite';

export const ur: Translation = { ...urSite, ...urAdmin };

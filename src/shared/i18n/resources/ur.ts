import type { Translation } from './en';
import { urAdmin } from './urAdmin';
import { urGiving } from './urGiving';
import { urSite } from './urSite';

export const ur: Translation = { ...urSite, ...urAdmin, ...urGiving };

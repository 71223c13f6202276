import { receiptTexts } from '@contract/gifts';
import type { enGiving } from './enGiving';
import type { Texts } from './texts';
import { giving } from './ur/giving';

export const urGiving: Texts<typeof enGiving> = { ...giving, ...receiptTexts.ur };

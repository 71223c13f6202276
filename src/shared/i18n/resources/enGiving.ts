import { receiptTexts } from '@contract/gifts';
import { giving } from './en/giving';

/**
 * The English texts of giving: the UPI pledge form and a donor's receipt, a chunk of their own
 * (loadTexts.ts).
 */
export const enGiving = { ...giving, ...receiptTexts.en };

import { giving } from './en/giving';

/** The UPI pledge form's English texts: a chunk of their own (loadTexts.ts). */
export const enGiving = { ...giving };

import { history } from './en/history';

/** The English texts of an item's history and of the bin: a chunk of their own (loadTexts.ts). */
export const enHistory = { ...history };

import type { enHistory } from './enHistory';
import type { Texts } from './texts';
import { history } from './ur/history';

export const urHistory: Texts<typeof enHistory> = { ...history };

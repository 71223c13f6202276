import { en } from './en';
import { ur } from './ur';

export const resources = {
  en: { translation: en },
  ur: { translation: ur },
} as const;

export { en, ur };
export type { Translation } from './en';

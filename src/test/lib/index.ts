export { fixedMediaQuery } from './mediaQuery';
export { imageResourceBackend } from './imageResourceBackend';
export { memoryBackend, sentFileName, sentText, sentUrdu } from './memoryBackend';
export type { SentCall } from './memoryBackend';
export { mockServer } from './mockServer';
export { sentFields } from './sentBody';
export { slowGet } from './slowGet';
export type { SentFields, SentFile } from './sentBody';
export { pageOf, urduFiltered } from './pageOf';
